extension ClusterIndex {
  /// How a ``ClusterIndex`` clusters: supercluster's options, with its defaults.
  ///
  /// Two points merge at zoom `z` when they are at most ``radius`` pixels apart on a map whose tiles
  /// are ``extent`` pixels wide, that is at most `radius / (extent · 2^z)` apart in the unit square
  /// of Web Mercator. Clusters are made for every zoom from ``maxZoom`` down to ``minZoom``; a query
  /// at a zoom above ``maxZoom`` answers the points themselves.
  ///
  /// ```swift
  /// let options = ClusterIndex.Options(radius: 40, extent: 512, minZoom: 0, maxZoom: 16, minPoints: 2)
  /// ```
  public struct Options: Sendable, Hashable {
    /// The cluster radius in pixels of a tile ``extent`` pixels wide: 40 by default.
    public var radius: Double
    /// The width of a tile in pixels, which ``radius`` is measured against: 512 by default.
    public var extent: Double
    /// The lowest zoom that gets clusters: 0 by default.
    public var minZoom: Int
    /// The highest zoom that gets clusters: 16 by default. At most ``maximumZoom``.
    public var maxZoom: Int
    /// The fewest points a cluster holds: 2 by default.
    public var minPoints: Int

    /// The highest ``maxZoom`` supported: 30, as a cluster id packs the zoom above its own in five
    /// bits (supercluster's encoding, where zoom + 1 must stay below 32).
    public static let maximumZoom = 30

    /// Creates options; every value has supercluster's default.
    ///
    /// - Parameters:
    ///   - radius: The cluster radius in pixels of a tile `extent` pixels wide; finite and above 0.
    ///   - extent: The tile width in pixels; finite and above 0.
    ///   - minZoom: The lowest zoom that gets clusters, 0 or more.
    ///   - maxZoom: The highest zoom that gets clusters, `minZoom...30`.
    ///   - minPoints: The fewest points a cluster holds, 2 or more.
    public init(radius: Double = 40, extent: Double = 512, minZoom: Int = 0, maxZoom: Int = 16, minPoints: Int = 2) {
      self.radius = radius
      self.extent = extent
      self.minZoom = minZoom
      self.maxZoom = maxZoom
      self.minPoints = minPoints
    }

    /// Throws the first option that is out of range.
    func validate() throws(ClusteringError) {
      guard radius.isFinite, radius > 0 else {
        throw .invalidParameter(name: "radius", reason: "\(radius) is not a finite number above 0")
      }
      guard extent.isFinite, extent > 0 else {
        throw .invalidParameter(name: "extent", reason: "\(extent) is not a finite number above 0")
      }
      guard minZoom >= 0 else { throw .invalidParameter(name: "minZoom", reason: "\(minZoom) is below 0") }
      guard maxZoom <= Self.maximumZoom else {
        throw .invalidParameter(
          name: "maxZoom", reason: "\(maxZoom) is above the largest supported zoom, \(Self.maximumZoom)")
      }
      guard minZoom <= maxZoom else {
        throw .invalidParameter(name: "maxZoom", reason: "\(maxZoom) is below minZoom, \(minZoom)")
      }
      guard minPoints >= 2 else {
        throw .invalidParameter(
          name: "minPoints", reason: "\(minPoints) is below 2: a cluster holds at least two points")
      }
    }

    /// The clustering radius at a zoom in the unit square: `radius / (extent · 2^zoom)`.
    func unitRadius(atZoom zoom: Int) -> Double {
      radius / (extent * Double(sign: .plus, exponent: zoom, significand: 1))
    }
  }
}
