import Foundation
import InternalMeridianUtilities

/// The text form of an attribute value that renderers match on: strings as they are, integers and
/// integral doubles in decimal without a fraction (`3` and `3.0` both read `"3"`), other doubles in
/// Swift's shortest form, Booleans as `true`/`false`; anything else has no key.
enum AttributeKey {
  static func key(_ value: (any Sendable)?) -> String? {
    switch value {
    case let s as String: return s
    case let i as Int: return String(i)
    case let b as Bool: return b ? "true" : "false"
    case let d as Double:
      if d == d.rounded(), abs(d) < 1e15, let i = Int64(truncating: d) { return String(i) }
      return String(d)
    case let f as Float: return key(Double(f))
    case let i as any BinaryInteger: return String(describing: i)
    default: return nil
    }
  }

  static func number(_ value: (any Sendable)?) -> Double? {
    switch value {
    case let d as Double: return d
    case let i as Int: return Double(i)
    case let f as Float: return Double(f)
    case let i as any BinaryInteger: return Double(i)
    default: return nil
    }
  }
}
