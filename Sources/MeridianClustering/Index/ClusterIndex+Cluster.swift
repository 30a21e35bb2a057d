public import MeridianCore

extension ClusterIndex {
  /// What a query answers: a cluster at one zoom, or a single point that no cluster took there.
  public struct Cluster: Sendable, CustomStringConvertible {
    /// The attribute name of a cluster's point count in ``attributes``: `cluster_count`, as ArcGIS names it.
    public static let countAttribute = "cluster_count"

    /// Whether the item is a cluster or a single point, and how to name it.
    public enum Kind: Sendable, Hashable {
      /// A cluster, with its id (supercluster's `cluster_id`), for ``ClusterIndex/children(of:)``,
      /// ``ClusterIndex/leaves(of:limit:offset:)`` and ``ClusterIndex/expansionZoom(of:)``.
      case cluster(id: Int)
      /// A single point, with its index in the input.
      case point(index: Int)
    }

    /// Whether the item is a cluster or a single point.
    public let kind: Kind
    /// The number of points: 1 for a single point.
    public let count: Int
    /// Where it is, in WGS84: a cluster's count-weighted centroid, or a single point's own position.
    public let position: Point
    /// The aggregates by field name (see ``AggregateField``); a single point's are its own values.
    public let aggregates: [String: any Sendable]
    /// The position in the unit square of Web Mercator (x east, y down), as the index holds it.
    package let unitX: Double
    /// The position in the unit square of Web Mercator (x east, y down), as the index holds it.
    package let unitY: Double

    package init(
      kind: Kind, count: Int, unitX: Double, unitY: Double, position: Point, aggregates: [String: any Sendable]
    ) {
      self.kind = kind
      self.count = count
      self.unitX = unitX
      self.unitY = unitY
      self.position = position
      self.aggregates = aggregates
    }

    /// The cluster id, or `nil` for a single point.
    public var id: Int? {
      if case .cluster(let id) = kind { return id }
      return nil
    }

    /// The point's index in the input, or `nil` for a cluster.
    public var pointIndex: Int? {
      if case .point(let index) = kind { return index }
      return nil
    }

    /// A Boolean value indicating whether the item is a cluster.
    public var isCluster: Bool { id != nil }

    /// The aggregates with the count under ``countAttribute``: what a cluster renderer reads.
    public var attributes: [String: any Sendable] {
      var result = aggregates
      result[Self.countAttribute] = count
      return result
    }

    /// The count as supercluster abbreviates it for a label: `999`, `1.2k`, `57k`.
    public var abbreviatedCount: String { Self.abbreviate(count) }

    /// A count as supercluster's `point_count_abbreviated`: as it is below 1,000, in thousands with one
    /// decimal below 10,000 (`1.2k`, `3k`), in whole thousands above (`57k`).
    public static func abbreviate(_ count: Int) -> String {
      if count >= 10_000 { return "\(Int((Double(count) / 1000).rounded(.toNearestOrAwayFromZero)))k" }
      if count >= 1000 {
        let tenths = Int((Double(count) / 100).rounded(.toNearestOrAwayFromZero))
        return tenths % 10 == 0 ? "\(tenths / 10)k" : "\(tenths / 10).\(tenths % 10)k"
      }
      return "\(count)"
    }

    /// A short text naming the kind, the count and the position.
    public var description: String {
      switch kind {
      case .cluster(let id): return "Cluster(id: \(id), count: \(count), \(position.y), \(position.x))"
      case .point(let index): return "Point(index: \(index), \(position.y), \(position.x))"
      }
    }
  }
}
