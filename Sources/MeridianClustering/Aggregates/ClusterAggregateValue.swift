/// A value a mode counts, ordered so that a tie goes to the least: numbers, then Booleans, then text.
enum ClusterModeValue: Hashable, Comparable, Sendable {
  case number(Double)
  case boolean(Bool)
  case text(String)

  /// The value of an attribute as a mode counts it, or `nil` for an absent value or NaN.
  init?(_ value: (any Sendable)?) {
    switch value {
    case nil: return nil
    case let text as String: self = .text(text)
    case let flag as Bool: self = .boolean(flag)
    default:
      guard let number = ClusterModeValue.number(value), !number.isNaN else { return nil }
      self = .number(number)
    }
  }

  /// The attribute as a number, or `nil` for anything else (text, Booleans, absent values).
  static func number(_ value: (any Sendable)?) -> Double? {
    switch value {
    case let d as Double: return d
    case let i as Int: return Double(i)
    case let f as Float: return Double(f)
    case is Bool: return nil
    case let i as any BinaryInteger: return Double(i)
    default: return nil
    }
  }

  /// The value as a cluster's aggregates carry it.
  var attributeValue: any Sendable {
    switch self {
    case .number(let n): return n
    case .boolean(let b): return b
    case .text(let t): return t
    }
  }

  private var rank: Int {
    switch self {
    case .number: return 0
    case .boolean: return 1
    case .text: return 2
    }
  }

  static func < (lhs: ClusterModeValue, rhs: ClusterModeValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)): return a < b
    case (.boolean(let a), .boolean(let b)): return !a && b
    case (.text(let a), .text(let b)): return a < b
    default: return lhs.rank < rhs.rank
    }
  }
}
