/// The aggregates of every point and cluster of an index: supercluster's map/reduce in flat tables.
///
/// Each field keeps two numbers per point or cluster (a count; a sum, minimum or maximum and the
/// number of values it read) and, for a mode, a histogram of values. A cluster starts from a copy of
/// its seed's numbers and folds in each member, as supercluster's `reduce` does; every statistic is
/// commutative, so the result does not depend on the members' order (but for the last bits of a sum).
struct ClusterAggregator: Sendable {
  let fields: [AggregateField]
  /// Two numbers per field.
  let width: Int
  /// The numbers of each point, `width` per point.
  private(set) var pointValues: [Double]
  /// For each mode field (by field index), each point's value.
  private(set) var pointModes: [Int: [ClusterModeValue?]]
  /// The numbers of each cluster, `width` per cluster slot.
  private(set) var clusterValues: [Double] = []
  /// For each mode field (by field index), each cluster slot's histogram.
  private(set) var clusterModes: [Int: [[ClusterModeValue: Int]]] = [:]
  /// The number of cluster slots.
  private(set) var clusterCount = 0

  /// Reads each point's values (supercluster's `map`).
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  init(fields: [AggregateField], attributes: [[String: any Sendable]]) throws {
    self.fields = fields
    width = 2 * fields.count
    var values = [Double](repeating: 0, count: attributes.count * width)
    var modes: [Int: [ClusterModeValue?]] = [:]
    for (f, field) in fields.enumerated() where field.statisticType == .mode {
      modes[f] = [ClusterModeValue?](repeating: nil, count: attributes.count)
      clusterModes[f] = []
    }
    for (i, record) in attributes.enumerated() {
      if i & 0xFFFF == 0xFFFF { try Task.checkCancellation() }
      for (f, field) in fields.enumerated() {
        let value = record[field.statisticFieldName]
        let base = i * width + 2 * f
        switch field.statisticType {
        case .count:
          values[base] = value == nil ? 0 : 1
        case .sum, .average, .minimum, .maximum:
          if let number = ClusterModeValue.number(value), !number.isNaN {
            values[base] = number
            values[base + 1] = 1
          }
        case .mode:
          modes[f]?[i] = ClusterModeValue(value)
        }
      }
    }
    pointValues = values
    pointModes = modes
  }

  /// Makes a cluster's aggregates a copy of its seed's; returns the new cluster slot.
  ///
  /// - Parameters:
  ///   - seed: The seed's point index (when `isPoint`) or cluster slot.
  ///   - isPoint: Whether the seed is a single point.
  mutating func startCluster(from seed: Int, isPoint: Bool) -> UInt32 {
    let slot = clusterCount
    clusterCount += 1
    let base = seed * width
    if isPoint {
      clusterValues.append(contentsOf: pointValues[base..<base + width])
    } else {
      clusterValues.append(contentsOf: clusterValues[base..<base + width])
    }
    for f in clusterModes.keys {
      var histogram: [ClusterModeValue: Int] = [:]
      if isPoint {
        if let value = pointModes[f]?[seed] { histogram[value] = 1 }
      } else {
        histogram = clusterModes[f]?[seed] ?? [:]
      }
      clusterModes[f]?.append(histogram)
    }
    return UInt32(truncatingIfNeeded: slot)
  }

  /// Folds a member's aggregates into a cluster's (supercluster's `reduce`).
  ///
  /// - Parameters:
  ///   - member: The member's point index (when `isPoint`) or cluster slot.
  ///   - isPoint: Whether the member is a single point.
  ///   - slot: The cluster slot folded into.
  mutating func fold(_ member: Int, isPoint: Bool, into slot: UInt32) {
    let target = Int(slot) * width
    let source = member * width
    for (f, field) in fields.enumerated() {
      let a = isPoint ? pointValues[source + 2 * f] : clusterValues[source + 2 * f]
      let n = isPoint ? pointValues[source + 2 * f + 1] : clusterValues[source + 2 * f + 1]
      let t = target + 2 * f
      switch field.statisticType {
      case .count:
        clusterValues[t] += a
      case .sum, .average:
        clusterValues[t] += a
        clusterValues[t + 1] += n
      case .minimum:
        if n > 0 { clusterValues[t] = clusterValues[t + 1] > 0 ? Swift.min(clusterValues[t], a) : a }
        clusterValues[t + 1] += n
      case .maximum:
        if n > 0 { clusterValues[t] = clusterValues[t + 1] > 0 ? Swift.max(clusterValues[t], a) : a }
        clusterValues[t + 1] += n
      case .mode:
        if isPoint {
          if let value = pointModes[f]?[member] { clusterModes[f]?[Int(slot)][value, default: 0] += 1 }
        } else if let histogram = clusterModes[f]?[member] {
          clusterModes[f]?[Int(slot)].merge(histogram, uniquingKeysWith: +)
        }
      }
    }
  }

  /// The aggregates of a point or cluster by field name; a statistic with no value is absent.
  func attributes(of reference: Int, isPoint: Bool) -> [String: any Sendable] {
    var result: [String: any Sendable] = [:]
    let base = reference * width
    for (f, field) in fields.enumerated() {
      let a = isPoint ? pointValues[base + 2 * f] : clusterValues[base + 2 * f]
      let n = isPoint ? pointValues[base + 2 * f + 1] : clusterValues[base + 2 * f + 1]
      switch field.statisticType {
      case .count: result[field.name] = Int(exactly: a) ?? 0
      case .sum, .minimum, .maximum: if n > 0 { result[field.name] = a }
      case .average: if n > 0 { result[field.name] = a / n }
      case .mode:
        let histogram: [ClusterModeValue: Int]
        if isPoint {
          histogram = (pointModes[f]?[reference]).flatMap { $0 }.map { [$0: 1] } ?? [:]
        } else {
          histogram = clusterModes[f]?[reference] ?? [:]
        }
        let best = histogram.min { ($1.value, $0.key) < ($0.value, $1.key) }
        if let best { result[field.name] = best.key.attributeValue }
      }
    }
    return result
  }
}
