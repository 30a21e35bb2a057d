import Foundation
import MeridianCore
import MeridianGeocoding

/// Folds text into the byte keys the offline locator indexes and searches.
///
/// Folding lower-cases, removes diacritics ("é" → "e", "ş" → "s"), spells out letters that have no
/// decomposition ("ß" → "ss", "ø" → "o", "æ" → "ae", "ł" → "l"), drops apostrophes, turns every other
/// character that is not a letter or digit into a single space, and trims. Letters of other scripts
/// are lower-cased and kept. The result is UTF-8.
///
/// The German/Nordic spelling variants ("ä" → "ae", "ö" → "oe", "ü" → "ue", "å" → "aa") come from
/// ``fold(_:variant:)`` with `variant: .spelledOut`; the locator indexes both forms.
enum TextFolding {
  /// Which way the letters ä, ö, ü and å fold.
  enum Variant: Sendable {
    /// ä → a, ö → o, ü → u, å → a.
    case plain
    /// ä → ae, ö → oe, ü → ue, å → aa.
    case spelledOut
  }

  /// Returns the folded UTF-8 bytes of a text.
  static func fold(_ text: String, variant: Variant = .plain) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    func emit(_ byte: UInt8) {
      if pendingSpace {
        if !out.isEmpty { out.append(0x20) }
        pendingSpace = false
      }
      out.append(byte)
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        switch byte {
        case 0x30...0x39, 0x61...0x7A: emit(byte)
        case 0x41...0x5A: emit(byte + 0x20)
        case 0x27, 0x60: continue  // ' and ` are dropped: "O'Brien" → "obrien"
        default: pendingSpace = true
        }
        continue
      }
      if variant == .spelledOut, let spelled = spelledOut[value] {
        for byte in spelled.utf8 { emit(byte) }
        continue
      }
      switch table.lookup(value) {
      case .drop: continue
      case .separator: pendingSpace = true
      case .text(let folded): for byte in folded.utf8 { emit(byte) }
      }
    }
    return out
  }

  /// Returns a Boolean value indicating whether folding with `.spelledOut` can differ from `.plain`.
  static func hasSpelledOutVariant(_ text: String) -> Bool {
    text.unicodeScalars.contains { spelledOut[$0.value] != nil }
  }

  /// Returns the folded text as a `String`.
  static func foldedString(_ text: String, variant: Variant = .plain) -> String {
    String(decoding: fold(text, variant: variant), as: UTF8.self)
  }

  private static let spelledOut: [UInt32: String] = [
    0xE4: "ae", 0xC4: "ae", 0xF6: "oe", 0xD6: "oe", 0xFC: "ue", 0xDC: "ue", 0xE5: "aa", 0xC5: "aa",
  ]

  private static let table = FoldTable()
}

/// What one non-ASCII scalar folds to.
enum FoldedScalar: Sendable {
  case drop
  case separator
  case text(String)
}

/// The folding of non-ASCII scalars: precomputed for the Latin blocks, computed on the fly elsewhere.
struct FoldTable: Sendable {
  private let latin: [FoldedScalar]
  private static let latinRange: ClosedRange<UInt32> = 0x80...0x24F
  private static let extendedRange: ClosedRange<UInt32> = 0x1E00...0x1EFF
  private let extended: [FoldedScalar]

  private static let special: [UInt32: String] = [
    0xDF: "ss", 0x1E9E: "ss", 0xE6: "ae", 0xC6: "ae", 0xF8: "o", 0xD8: "o", 0x153: "oe", 0x152: "oe",
    0x111: "d", 0x110: "d", 0x142: "l", 0x141: "l", 0xFE: "th", 0xDE: "th", 0xF0: "d", 0xD0: "d",
    0x131: "i", 0x140: "l", 0x13F: "l", 0x127: "h", 0x126: "h", 0x167: "t", 0x166: "t", 0x138: "k",
    0x14B: "n", 0x14A: "n", 0x2BB: "", 0x2BC: "", 0x2019: "", 0x2018: "", 0x2BF: "", 0x2BE: "",
  ]

  init() {
    latin = Self.latinRange.map(Self.compute)
    extended = Self.extendedRange.map(Self.compute)
  }

  func lookup(_ value: UInt32) -> FoldedScalar {
    if Self.latinRange.contains(value) { return latin[Int(value - Self.latinRange.lowerBound)] }
    if Self.extendedRange.contains(value) { return extended[Int(value - Self.extendedRange.lowerBound)] }
    return Self.compute(value)
  }

  private static func compute(_ value: UInt32) -> FoldedScalar {
    if let special = special[value] { return special.isEmpty ? .drop : .text(special) }
    guard let scalar = Unicode.Scalar(value) else { return .separator }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format: return .drop
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
      .letterNumber, .otherNumber:
      break
    default: return .separator
    }
    let decomposed = String(scalar).decomposedStringWithCanonicalMapping
    var result = ""
    for part in decomposed.unicodeScalars {
      switch part.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: continue
      default: result += part.properties.lowercaseMapping
      }
    }
    // A decomposition that leaves ASCII letters is folded as ASCII; others keep their lower case.
    return result.isEmpty ? .drop : .text(result)
  }
}
