import Foundation
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The world layer's text format: its encoded polylines and CRC-32 against published values, the
/// bundled files against what the generator printed, and every kind of bad file.
@Suite("World layer files")
struct WorldLayerFileTests {
  static let resources = HelsinkiExtract.url.deletingLastPathComponent()

  static func read(
    _ text: String, file: String = "test.meridianworld", maximumBytes: Int = 1 << 20
  ) throws
    -> WorldLayerFile
  {
    try WorldLayerFile(Data(text.utf8), file: file, maximumBytes: maximumBytes, maximumPoints: 1_000)
  }

  /// A file with its end line: record count and CRC-32 (zlib's, computed here by the published
  /// bitwise definition, not the reader's table).
  static func file(_ records: [String], header: [String] = ["box\tworld", "zooms\t3\t5"]) -> String {
    let body = (["meridian-world-layer 1"] + header + records).map { $0 + "\n" }.joined()
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body.utf8 {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return body + "end\t\(records.count)\t\(String(crc ^ 0xFFFF_FFFF, radix: 16))\n"
  }

  static func reason(of text: String, maximumBytes: Int = 1 << 20) -> WorldLayerReadError? {
    do {
      _ = try read(text, maximumBytes: maximumBytes)
      return nil
    } catch let error as WorldLayerReadError {
      return error
    } catch {
      return nil
    }
  }

  @Test("Google's published polyline decodes to its three points")
  func googlePolyline() throws {
    // developers.google.com/maps/documentation/utilities/polylinealgorithm: the example line.
    let points = try EncodedPolyline.decode(ArraySlice("_p~iF~ps|U_ulLnnqC_mqNvxq`@".utf8), limit: 10)
    #expect(points == [SIMD2(-120.2, 38.5), SIMD2(-120.95, 40.7), SIMD2(-126.453, 43.252)])
  }

  @Test("CRC-32 of \"123456789\" is the published check value 0xCBF43926")
  func crcCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test("a small file reads whole: land with a hole, a border, a river, a country with any Unicode")
  func smallFile() throws {
    let name = "\u{5D9}\u{5E9}\u{5E8}\u{5D0}\u{5DC} e\u{301}"  // Hebrew (right to left), then a combining acute
    let text = Self.file([
      "land\t_p~iF~ps|U_ulLnnqC_mqNvxq`@\t_p~iF~ps|U_ulLnnqC_mqNvxq`@",
      "border\t_p~iF~ps|U_ulLnnqC", "river\t_p~iF~ps|U_ulLnnqC", "country\t\(name)\tIL\t35.0\t31.5\t2.5e10",
    ])
    let file = try Self.read(text)
    #expect(file.box == nil && file.zooms == 3...5)
    #expect(file.land.count == 1 && file.land[0].count == 2 && file.land[0][0].count == 3)
    #expect(file.borders == [[SIMD2(-120.2, 38.5), SIMD2(-120.95, 40.7)]] && file.rivers.count == 1)
    #expect(file.countries == [.init(name: name, isoCode: "IL", point: SIMD2(35, 31.5), area: 2.5e10)])
    #expect(file.countries[0].name.unicodeScalars.elementsEqual(name.unicodeScalars))
  }

  @Test("the bundled files hold what the generator wrote (its printed counts)")
  func bundled() throws {
    let low = try WorldLayerFile(
      contentsOf: Self.resources.appendingPathComponent("world-low.meridianworld"),
      maximumBytes: WorldLayerSources.maximumFileBytes, maximumPoints: WorldLayerSources.maximumPoints)
    #expect(low.land.count == 1_515 && low.water.count == 1_452 && low.borders.count == 404)
    #expect(low.rivers.count == 440 && low.countries.count == 241 && low.zooms == 3...5 && low.box == nil)
    // rnaturalearthdata's countries50 names Finland at the polylabel of its largest part.
    let finland = try #require(low.countries.first { $0.isoCode == "FI" })
    #expect(finland.name == "Finland" && (60...66).contains(finland.point.y) && (23...30).contains(finland.point.x))
    let helsinki = try WorldLayerFile(
      contentsOf: Self.resources.appendingPathComponent("helsinki-full.meridianworld"),
      maximumBytes: WorldLayerSources.maximumFileBytes, maximumPoints: WorldLayerSources.maximumPoints)
    #expect(helsinki.box?.min == SIMD2(23, 59.4) && helsinki.box?.max == SIMD2(27, 60.9))
    #expect(helsinki.zooms == 10...11 && helsinki.land.count == 3_367 && helsinki.water.count == 6)
  }

  @Test("another version, another format, a file cut short, one too large: a typed error naming the file")
  func wholeFileErrors() throws {
    let good = Self.file(["border\t_p~iF~ps|U_ulLnnqC"])
    #expect(Self.reason(of: good) == nil)
    let newer = good.replacingOccurrences(of: "meridian-world-layer 1", with: "meridian-world-layer 2")
    #expect(Self.reason(of: newer)?.reason == .unsupportedVersion(found: "2", supported: 1))
    #expect(Self.reason(of: "{\"type\": \"FeatureCollection\"}\n")?.reason == .notAWorldLayer)
    let cut = String(good.prefix(good.count - 20))
    #expect(Self.reason(of: cut)?.reason == .truncated)
    let large = Self.reason(of: good, maximumBytes: 40)
    #expect(large?.reason == .tooLarge(bytes: good.utf8.count, limit: 40) && large?.file == "test.meridianworld")
    #expect(large?.description.hasPrefix("The world layer file test.meridianworld is") == true)
  }

  @Test("a damaged record: the error names its line and kind")
  func damagedRecords() throws {
    // A byte outside the polyline alphabet (a space) in the second record, line 5.
    let broken = Self.reason(of: Self.file(["border\t_p~iF~ps|U_ulLnnqC", "river\t_p~iF ps|U_ulLnnqC"]))
    #expect(broken?.line == 5 && broken?.record == "river")
    if case .malformed(let why) = broken?.reason {
      #expect(why.contains("ring") || why.contains("path"))
    } else {
      Issue.record("expected malformed, got \(String(describing: broken))")
    }
    // A latitude of 91°: "_mljP" (the generator's encoder, which writes Google's example exactly).
    let far = Self.reason(of: Self.file(["border\t_mljP???"]))
    #expect(far?.line == 4 && far?.record == "border")
    let unknown = Self.reason(of: Self.file(["road\t_p~iF~ps|U"]))
    #expect(unknown?.line == 4 && unknown?.record == "road")
    // One byte changed that still decodes ("~" for "|"): only the CRC-32 finds it, on the end line.
    let good = Self.file(["border\t_p~iF~ps|U_ulLnnqC"])
    let flipped = good.replacingOccurrences(of: "ps|U", with: "ps~U")
    let damaged = Self.reason(of: flipped)
    #expect(damaged?.line == 5 && damaged?.record == "end")
    if case .damaged = damaged?.reason {} else { Issue.record("expected damaged, got \(String(describing: damaged))") }
    // An end line that counts other records.
    let miscounted = good.replacingOccurrences(of: "end\t1\t", with: "end\t2\t")
    #expect(Self.reason(of: miscounted)?.record == "end")
  }

  @Test("a file over the point bound is refused before it is kept")
  func tooManyPoints() throws {
    let path = String(repeating: "??", count: 1_001)  // 1,001 points at (0, 0)
    #expect(Self.reason(of: Self.file(["border\t\(path)"]))?.reason == .tooManyPoints(limit: 1_000))
  }
}
