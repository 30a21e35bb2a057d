/// A summary of one attribute over the graphics (or points) a cluster holds.
///
/// ```swift
/// let population = AggregateField(name: "total_population", statisticFieldName: "population", statisticType: .sum)
/// ```
///
/// See “`AggregateField`” in `docs/clustering.md`.
public struct AggregateField: Sendable, Hashable {
  /// The name the result goes under in a cluster's aggregates.
  public var name: String
  /// The attribute summarised.
  public var statisticFieldName: String
  /// The summary.
  public var statisticType: AggregateStatisticType

  /// Creates an aggregate field.
  ///
  /// - Parameters:
  ///   - name: The name the result goes under; not empty, unique among a reduction's fields, and not
  ///     `cluster_count` (every cluster's own count).
  ///   - statisticFieldName: The attribute summarised.
  ///   - statisticType: The summary.
  public init(name: String, statisticFieldName: String, statisticType: AggregateStatisticType) {
    self.name = name
    self.statisticFieldName = statisticFieldName
    self.statisticType = statisticType
  }
}

/// The summaries an ``AggregateField`` can take.
public enum AggregateStatisticType: String, Sendable, Hashable, CaseIterable {
  /// How many members have the attribute (an `Int`).
  case count
  /// The sum of the members' numbers (a `Double`).
  case sum
  /// The mean of the members' numbers (a `Double`).
  case average
  /// The least of the members' numbers (a `Double`).
  case minimum
  /// The greatest of the members' numbers (a `Double`).
  case maximum
  /// The most frequent value among the members: a `Double` for numbers (`3` and `3.0` are one
  /// value), a `Bool`, or a `String`. A tie goes to the least value, numbers before Booleans
  /// (`false` first) before text (in Unicode scalar order).
  case mode
}
