import Foundation

/// How the tools' summaries write numbers: in the POSIX locale, whatever the user's.
package enum ToolText {
  /// A byte count as people read it: `812 bytes`, `14.2 KB`, `3.10 MB` (powers of 1,000).
  package static func size(_ bytes: Int) -> String {
    switch bytes {
    case ..<1000: "\(bytes) bytes"
    case ..<1_000_000: "\(number(Double(bytes) / 1e3, digits: 1)) KB"
    default: "\(number(Double(bytes) / 1e6, digits: 2)) MB"
    }
  }

  /// A number with a fixed number of decimals, in the POSIX locale.
  package static func number(_ value: Double, digits: Int) -> String {
    value.formatted(
      .number.precision(.fractionLength(digits)).grouping(.never).locale(Locale(identifier: "en_US_POSIX")))
  }

  /// A checksum as 16 hexadecimal digits: `0x00ff00ff00ff00ff`.
  package static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}
