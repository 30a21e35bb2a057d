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
  /// For each field, its place among the mode fields, or `nil`.
  private let modeSlots: [Int?]
  /// For each mode field, each point's value.
  private(set) var pointModes: [[ClusterModeValue?]]
  /// The numbers of each cluster, `width` per cluster slot.
  private(set) var clusterValues: [Double] = []
  /// For each mode field, each cluster slot's histogram (arrays, so appends happen in place).
  private(set) var clusterModes: [[[ClusterModeValue: Int]]] = []
  /// The number of cluster slots.
  private(set) var clusterCount = 0

  /// Reads each point's values (supercluster's `map`).
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  init(fields: [AggregateField], attributes: [[String: any Sendable]]) throws {
    self.fields = fields
    width = 2 * fields.count
    var values = [Double](repeating: 0, count: attributes.count * width)
    var slots: [Int?] = []
    var modes: [[ClusterModeValue?]] = []
    for field in fields {
      if field.statisticType == .mode {
        slots.append(modes.count)
        modes.append([ClusterModeValue?](repeating: nil, count: attributes.count))
      } else {
        slots.append(nil)
      }
    }
    modeSlots = slots
    clusterModes = Array(repeating: [], count: modes.count)
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
          if let m = slots[f] { modes[m][i] = ClusterModeValue(value) }
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
    // One value at a time: appending a slice of the array to itself would copy the whole array.
    for k in 0..<width { clusterValues.append(isPoint ? pointValues[base + k] : clusterValues[base + k]) }
    for m in clusterModes.indices {
      var histogram: [ClusterModeValue: Int] = [:]
      if isPoint {
        if let value = pointModes[m][seed] { histogram[value] = 1 }
      } else {
        histogram = clusterModes[m][seed]
      }
      clusterModes[m].append(histogram)
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
        guard let m = modeSlots[f] else { break }
        if isPoint {
          if let value = pointModes[m][member] { clusterModes[m][Int(slot)][value, default: 0] += 1 }
        } else {
          let histogram = clusterModes[m][member]
          clusterModes[m][Int(slot)].merge(histogram, uniquingKeysWith: +)
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
        guard let m = modeSlots[f] else { break }
        let histogram: [ClusterModeValue: Int]
        if isPoint {
          histogram = pointModes[m][reference].map { [$0: 1] } ?? [:]
        } else {
          histogram = clusterModes[m][reference]
        }
        let best = histogram.min { ($1.value, $0.key) < ($0.value, $1.key) }
        if let best { result[field.name] = best.key.attributeValue }
      }
    }
    return result
  }
}
