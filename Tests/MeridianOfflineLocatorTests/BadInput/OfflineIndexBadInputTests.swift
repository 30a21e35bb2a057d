import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Hostile index files: truncated, foreign, of another version, and crafted with a valid checksum
/// so that only one part is wrong. Each case names the part and the typed error
/// (``OfflineLocatorError/corruptIndex(file:reason:)`` and its siblings, naming the file); the
/// locator that wrote the file keeps answering, and nothing half-loaded is left behind.
@Suite("Bad input: index files")
struct OfflineIndexBadInputTests {
  static let file = "crafted.meridianindex"
  static let good: [UInt8] = Array(OfflineBadInput.locator.indexData())

  static func corrupt(_ reason: String) -> OfflineLocatorError { .corruptIndex(file: file, reason: reason) }

  /// Expects the bytes to be refused with `error`, and the writing locator to be unchanged.
  func expectRefused(_ bytes: [UInt8], _ error: OfflineLocatorError) async throws {
    #expect(throws: error) { try OfflineBadInput.decode(bytes) }
    #expect(Array(OfflineBadInput.locator.indexData()) == Self.good)
    #expect(try await OfflineBadInput.answersGoodQuery())
  }

  static let truncations: [Int] = [
    0, 4, 7, 8, 12, 15, 16, 20, 23, 24, 100, 1_000, good.count / 2, good.count - 9,
    good.count - 8, good.count - 1,
  ]

  @Test("A file truncated at many offsets is refused", arguments: truncations)
  func truncated(_ length: Int) async throws {
    // Under 12 bytes there is no magic and version to recognise; past them, a file too short for a
    // checksum is truncated, and a longer one fails its checksum.
    let expected: OfflineLocatorError =
      length < 12
      ? .foreignIndex(file: Self.file)
      : (length < 20 ? Self.corrupt("the file is truncated") : Self.corrupt("the checksum does not match"))
    try await expectRefused(Array(Self.good.prefix(length)), expected)
  }

  @Test("Wrong magic bytes -> foreignIndex")
  func wrongMagic() async throws {
    var bytes = Self.good
    bytes[0] = UInt8(ascii: "X")
    try await expectRefused(bytes, .foreignIndex(file: Self.file))
  }

  @Test("Format version 2, 3, 5 and UInt32.max -> unsupportedIndexVersion", arguments: [UInt32(2), 3, 5, .max])
  func wrongVersion(_ version: UInt32) async throws {
    var bytes = Self.good
    OfflineBadInput.store(version, &bytes, 8)
    try await expectRefused(
      bytes, .unsupportedIndexVersion(file: Self.file, version: Int(version), supported: Int(BinaryIndexFormat.version))
    )
  }

  /// A crafted edit of the good file (resealed with a valid checksum) and the error it must give.
  struct Craft: Sendable, CustomTestStringConvertible {
    let name: String
    let edit: @Sendable (inout [UInt8], [UInt32: OfflineBadInput.Section]) -> Void
    let error: OfflineLocatorError
    var testDescription: String { name }
  }

  static func double(
    _ tag: UInt32, _ value: Double
  )
    -> @Sendable (inout [UInt8], [UInt32: OfflineBadInput.Section])
    -> Void
  {
    { bytes, sections in OfflineBadInput.store(value.bitPattern, &bytes, sections[tag]!.elements) }
  }

  static func word(
    _ tag: UInt32, _ index: Int, _ value: UInt32
  )
    -> @Sendable (inout [UInt8], [UInt32: OfflineBadInput.Section]) -> Void
  {
    { bytes, sections in OfflineBadInput.store(value, &bytes, sections[tag]!.elements + 4 * index) }
  }

  static let crafts: [Craft] = [
    Craft(
      name: "index count 65 -> corrupt (claims 65 indexes)",
      edit: { b, _ in OfflineBadInput.store(UInt32(65), &b, 12) },
      error: corrupt("it claims 65 indexes")),
    Craft(
      name: "index count 2 with one index -> corrupt (truncated)",
      edit: { b, _ in OfflineBadInput.store(UInt32(2), &b, 12) }, error: corrupt("the file is truncated")),
    Craft(
      name: "index count 0 -> corrupt (trailing bytes)", edit: { b, _ in OfflineBadInput.store(UInt32(0), &b, 12) },
      // The name (section 24) is read; the first index's sections are left over.
      error: corrupt(
        "it has \(good.count - 8 - OfflineBadInput.sections(of: good)[1]!.header) unexpected trailing bytes")),
    Craft(
      name: "the locator's name not UTF-8 -> corrupt (section 24)",
      edit: { b, s in b[s[24]!.elements] = 0xFF },
      error: corrupt("the locator's name is not valid UTF-8 (section 24)")),
    Craft(
      name: "section 1 count 2^40 -> corrupt (claims more elements than a section holds)",
      edit: { b, s in OfflineBadInput.store(UInt64(1) << 40, &b, s[1]!.header) },
      error: corrupt("section 1 claims 1099511627776 elements")),
    Craft(
      name: "section 1 count UInt64.max -> corrupt (claims more elements than a section holds)",
      edit: { b, s in OfflineBadInput.store(UInt64.max, &b, s[1]!.header) },
      error: corrupt("section 1 claims 18446744073709551615 elements")),
    Craft(
      name: "section 15 count one past its elements -> corrupt (a later section is misread)",
      edit: { b, s in OfflineBadInput.store(UInt64(s[15]!.count + 2), &b, s[15]!.header) },
      error: corrupt("section 17 is missing or has the wrong element size")),
    Craft(
      name: "section 9 element size 4 -> corrupt (wrong element size)",
      edit: { b, s in OfflineBadInput.store(UInt32(4), &b, s[9]!.header + 8) },
      error: corrupt("section 9 is missing or has the wrong element size")),
    Craft(
      name: "section 1 tag 99 -> corrupt (missing)",
      edit: { b, s in OfflineBadInput.store(UInt32(99), &b, s[1]!.header + 12) },
      error: corrupt("section 1 is missing or has the wrong element size")),
    Craft(
      name: "a NaN latitude -> corrupt (coordinate)", edit: double(9, .nan),
      error: corrupt("a record has a coordinate that is NaN, infinite or out of range (section 9 or 10)")),
    Craft(
      name: "an infinite longitude -> corrupt (coordinate)", edit: double(10, -.infinity),
      error: corrupt("a record has a coordinate that is NaN, infinite or out of range (section 9 or 10)")),
    Craft(
      name: "regression: a NaN rank -> corrupt (rank)", edit: double(11, .nan),
      error: corrupt("a record has a NaN or infinite rank (section 11)")),
    Craft(
      name: "an infinite rank -> corrupt (rank)", edit: double(11, .infinity),
      error: corrupt("a record has a NaN or infinite rank (section 11)")),
    Craft(
      name: "regression: unsorted name keys (the first key's first byte 0xFF) -> corrupt (not sorted)",
      edit: { b, s in b[s[12]!.elements] = 0xFF }, error: corrupt("the name keys are not sorted (section 12)")),
    Craft(
      name: "a record string offset past the bytes -> corrupt (strings)", edit: word(2, 1, .max),
      error: corrupt("the record strings are inconsistent")),
    Craft(
      name: "a record name id past the strings -> corrupt", edit: word(3, 0, 0xFFFF),
      error: corrupt("a record field points past the strings")),
    Craft(
      name: "a record detail id past the table -> corrupt", edit: word(4, 0, 0xFFFF),
      error: corrupt("a record points past the detail or area table")),
    Craft(
      name: "a posting past the records -> corrupt", edit: word(15, 0, 1_000),
      error: corrupt("a posting points past the records")),
    Craft(
      name: "a posting start past the postings -> corrupt (keys)", edit: word(14, 1, .max),
      error: corrupt("the name keys are inconsistent")),
    Craft(
      name: "unsorted search terms (the first term's first byte 0xFF) -> corrupt (not sorted)",
      edit: { b, s in b[s[25]!.elements] = 0xFF }, error: corrupt("the search terms are not sorted (section 25)")),
    Craft(
      name: "a search term's records out of order (the first record past the second) -> corrupt",
      edit: word(28, 0, 0xFFFF),
      error: corrupt("a search term's records are out of order or past the records (section 28)")),
    Craft(
      name: "one name word count too few -> corrupt (search terms)",
      edit: { b, s in OfflineBadInput.store(UInt64(s[29]!.count - 1), &b, s[29]!.header) },
      error: corrupt("the search terms are inconsistent (sections 25 to 29)")),
    Craft(
      name: "a duplicate in the k-d tree order -> corrupt (not a permutation)",
      edit: { b, s in
        b.replaceSubrange(
          (s[17]!.elements + 4)..<(s[17]!.elements + 8), with: b[s[17]!.elements..<(s[17]!.elements + 4)])
      },
      error: corrupt("the spatial index is not a permutation")),
    Craft(
      name: "a split axis 7 -> corrupt (spatial index)", edit: { b, s in b[s[18]!.elements] = 7 },
      error: corrupt("the spatial index is inconsistent")),
    Craft(
      name: "another category-tree size -> corrupt (category tree)", edit: word(20, 0, 3),
      error: corrupt("it was written with a different category tree")),
    Craft(
      name: "a cover root pointing past the nodes -> corrupt (spatial index)", edit: word(21, 0, 1 << 30),
      error: corrupt("the spatial index is inconsistent")),
  ]

  @Test("A crafted file with a valid checksum is refused naming the wrong part", arguments: crafts)
  func crafted(_ craft: Craft) async throws {
    var bytes = Self.good
    craft.edit(&bytes, OfflineBadInput.sections(of: bytes))
    try await expectRefused(OfflineBadInput.resealed(bytes), craft.error)
  }

  @Test("Random bytes (seeded) are refused with a typed error", arguments: 1...10)
  func randomBytes(_ seed: UInt64) async throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<20 {
      var bytes = (0..<Int.random(in: 0..<4_096, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      if Bool.random(using: &random), bytes.count >= 16 {
        bytes.replaceSubrange(0..<12, with: BinaryIndexFormat.magic + [UInt8(BinaryIndexFormat.version), 0, 0, 0])
        bytes = OfflineBadInput.resealed(bytes)
      }
      #expect(throws: OfflineLocatorError.self) { try OfflineBadInput.decode(bytes) }
    }
    #expect(try await OfflineBadInput.answersGoodQuery())
  }

  @Test(
    "A good file with random bytes changed and resealed is refused or loads and answers (seeded)", arguments: 1...20)
  func mutated(_ seed: UInt64) async throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var bytes = Self.good
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      bytes[Int.random(in: 16..<(bytes.count - 8), using: &random)] = UInt8.random(in: 0...255, using: &random)
    }
    do {
      let indexes = try OfflineBadInput.decode(OfflineBadInput.resealed(bytes))
      let locator = OfflineLocator(name: "Mutated", indexes: indexes)
      _ = try? await locator.geocode(.searchText("Hotel Meri"), parameters: GeocodeParameters())
      _ = try? await locator.suggest("Kah", parameters: SuggestParameters())
      _ = try? await locator.geocode(.searchText("Coffee Shop"), parameters: GeocodeParameters())
      _ = try await locator.reverseGeocode(
        Point(latitude: 60.17, longitude: 24.94), parameters: ReverseGeocodeParameters())
    } catch let error as OfflineLocatorError {
      guard case .corruptIndex(let file, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == Self.file)
    }
    #expect(try await OfflineBadInput.answersGoodQuery())
  }
}
