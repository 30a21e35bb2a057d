import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Building from files, saving and loading indexes, and rejecting bad files. The file contents are
/// invented for these tests.
@Suite("Offline data files")
struct OfflineDataFileTests {
  func temporaryFile(_ name: String, _ contents: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "meridian-offline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test("A Meridian-schema CSV builds a locator, with progress up to 1")
  func csvBuild() async throws {
    let url = try temporaryFile(
      "cafes.csv",
      #"""
      name,alternate_names,category,street,house_number,city,latitude,longitude,rank
      "Kahvila ""Aalto""",Aalto Café|Cafe Aalto,Coffee Shop,Fredrikinkatu,5 A,Helsinki,60.165,24.938,0
      ,,,Mikonkatu,18,Helsinki,60.1712,24.947,
      """#)
    let build = OfflineLocator.build(name: "Cafés", sources: [.csv(url)])
    var fractions: [Double] = []
    for await fraction in build.progress { fractions.append(fraction) }
    let locator = try await build.locator
    #expect(fractions.first == 0)
    #expect(fractions.last == 1)
    #expect(fractions == fractions.sorted())
    #expect(locator.recordCount == 2)
    let cafe = try await locator.geocode(.searchText("Cafe Aalto"), parameters: GeocodeParameters())
    #expect(cafe.first?.label == "Kahvila \"Aalto\"")
    let address = try await locator.geocode(.searchText("Mikonkatu 18"), parameters: GeocodeParameters())
    #expect(address.first?.attributes["Addr_type"] as? String == "PointAddress")
  }

  @Test("A GeoJSON FeatureCollection builds a locator")
  func geoJSONBuild() async throws {
    let url = try temporaryFile(
      "parks.geojson",
      """
      {"type":"FeatureCollection","features":[
        {"type":"Feature","geometry":{"type":"Point","coordinates":[24.9445,60.1675]},
         "properties":{"name":"Esplanadin puisto","alternate_names":["Esplanade Park"],"category":"Park"}}
      ]}
      """)
    let locator = try await OfflineLocator(sources: [.geoJSON(url)])
    let results = try await locator.geocode(.searchText("Esplanade Park"), parameters: GeocodeParameters())
    #expect(results.first?.label == "Esplanadin puisto")
    #expect(results.first?.displayLocation == Point(x: 24.9445, y: 60.1675, spatialReference: .wgs84))
  }

  @Test("Malformed rows name the file, the line and the field")
  func malformedRows() async throws {
    let badNumber = try temporaryFile("bad.csv", "name,latitude,longitude\nA,60.1,24.9\nB,north,24.9\n")
    await #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "bad.csv", line: 3, field: "latitude", reason: "is not a number ('north')")
    ) { try await OfflineLocator(sources: [.csv(badNumber)]) }
    let range = try temporaryFile("range.csv", "name,latitude,longitude\nA,60.1,200\n")
    await #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "range.csv", line: 2, field: "longitude", reason: "is out of range -180...180")
    ) { try await OfflineLocator(sources: [.csv(range)]) }
    let short = try temporaryFile("short.csv", "name,latitude,longitude\nA,60.1\n")
    await #expect(throws: OfflineLocatorError.self) { try await OfflineLocator(sources: [.csv(short)]) }
    let quote = try temporaryFile("quote.csv", "name,latitude,longitude\n\"A,60.1,24.9\n")
    await #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "quote.csv", line: 2, field: "name", reason: "has an unterminated quote")
    ) { try await OfflineLocator(sources: [.csv(quote)]) }
    let category = try temporaryFile("category.csv", "name,category,latitude,longitude\nA,Moon Base,60.1,24.9\n")
    await #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "category.csv", line: 2, field: "category", reason: "names no category of the tree ('Moon Base')")
    ) { try await OfflineLocator(sources: [.csv(category)]) }
    // One letter away from "Coffee Shop" (by hand: the second "f" left out), so the error names it.
    let typo = try temporaryFile("typo.csv", "name,category,latitude,longitude\nA,Cofee Shop,60.1,24.9\n")
    await #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "typo.csv", line: 2, field: "category",
        reason: "names no category of the tree ('Cofee Shop'); did you mean 'Coffee Shop'?")
    ) { try await OfflineLocator(sources: [.csv(typo)]) }
    let missing = try temporaryFile("missing.csv", "name,latitude\nA,60.1\n")
    await #expect(throws: OfflineLocatorError.missingColumn(file: "missing.csv", column: "longitude")) {
      try await OfflineLocator(sources: [.csv(missing)])
    }
    let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).csv")
    await #expect(throws: OfflineLocatorError.self) { try await OfflineLocator(sources: [.csv(nowhere)]) }
  }

  @Test("An index saved and loaded answers like the original")
  func indexRoundTrip() async throws {
    let locator = (try OfflineLocatorTests.locator.get())
    let url = try temporaryFile("test.meridianindex", "")
    try locator.write(to: url)
    let loaded = try OfflineLocator(contentsOf: url)
    #expect(loaded.indexData() == locator.indexData())
    #expect(loaded.places == locator.places)
    let results = try await loaded.geocode(.searchText("Springfield, IL"), parameters: GeocodeParameters())
    #expect(results.first?.label == "Springfield, Illinois")
  }

  @Test("A failed write(to:) is unwritableFile naming the file, not unreadableFile")
  func failedWrite() throws {
    let locator = try OfflineLocator(places: [OfflineLocatorTests.places[0]])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID().uuidString)")
    do {
      try locator.write(to: folder.appendingPathComponent("out.meridianindex"))
      Issue.record("wrote into a folder that does not exist")
    } catch {
      guard case .unwritableFile(let file, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == "out.meridianindex" && !reason.isEmpty)
      #expect(error.description.hasPrefix("Cannot write out.meridianindex: "))
      #expect(
        error.geocodingError == .dataFile(path: "out.meridianindex", line: nil, message: "cannot be written: \(reason)")
      )
    }
  }

  @Test(
    "The file keeps the locator's name: loading gives it back, a name passed in wins, an empty one gives the file's")
  func nameKept() async throws {
    let built = try OfflineLocator(name: "My places", places: OfflineLocatorTests.places)
    let url = try temporaryFile("places.meridianindex", "")
    try built.write(to: url)
    let loaded = try OfflineLocator(contentsOf: url)
    #expect(loaded.name == "My places")
    #expect(try await LocatorTask(transport: loaded).locatorInfo.name == "My places")
    // The results' Loc_name is the locator's name.
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["Loc_name"]
    let first = try await loaded.geocode(.searchText("Hotel Meri"), parameters: parameters).first
    #expect(first?.attributes["Loc_name"] as? String == "My places")
    #expect(try OfflineLocator(contentsOf: url, name: "Shops").name == "Shops")
    // Names are UTF-8 of any length the file holds.
    let accented = try OfflineLocator(name: "Kahvilat ☕︎ Helsinki", places: OfflineLocatorTests.places)
    try accented.write(to: url)
    #expect(try OfflineLocator(contentsOf: url).name == "Kahvilat ☕︎ Helsinki")
    let unnamed = try OfflineLocator(name: "", places: OfflineLocatorTests.places)
    try unnamed.write(to: url)
    #expect(try OfflineLocator(contentsOf: url).name == "places")
  }

  @Test("memoryFootprint counts at least every table the file stores, and shared indexes once")
  func memoryFootprint() throws {
    let locator = (try OfflineLocatorTests.locator.get())
    let data = locator.indexData()
    // The file: magic, version and index count (16 bytes), then sections of `count: UInt64`,
    // `elementSize: UInt32`, `tag: UInt32` and the elements padded to 8 bytes, then an 8-byte
    // checksum. Every section but the locator's name (24), the fingerprint (19) and the category-tree
    // size (20) is a table the locator holds in memory, beside the tables derived on load.
    var position = 16
    var stored = 0
    while position < data.count - 8 {
      let header = data.subdata(in: position..<(position + 16))
      let count = header.withUnsafeBytes { Int($0.loadUnaligned(as: UInt64.self)) }
      let size = header.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: 8, as: UInt32.self)) }
      let tag = header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 12, as: UInt32.self) }
      if ![19, 20, 24].contains(tag) { stored += count * size }
      position += 16 + (count * size + 7) / 8 * 8
    }
    #expect(position == data.count - 8)
    #expect(locator.memoryFootprint > stored)
    let twice = OfflineLocator(name: "Twice", combining: [locator, locator])
    #expect(twice.memoryFootprint == locator.memoryFootprint)
    let other = try OfflineLocator(places: [OfflineLocatorTests.places[0]])
    let both = OfflineLocator(name: "Both", combining: [locator, other])
    #expect(both.memoryFootprint == locator.memoryFootprint + other.memoryFootprint)
  }

  @Test("Foreign, corrupt, truncated and future index files are rejected")
  func badIndexes() throws {
    let data = (try OfflineLocatorTests.locator.get()).indexData()
    func load(_ bytes: Data, _ name: String) throws {
      let url = try temporaryFile(name, "")
      try bytes.write(to: url)
      _ = try OfflineLocator(contentsOf: url)
    }
    #expect(throws: OfflineLocatorError.foreignIndex(file: "foreign.bin")) {
      try load(Data("name,latitude,longitude\nA,1,2\n".utf8), "foreign.bin")
    }
    var flipped = data
    flipped[flipped.count / 2] ^= 0xFF
    #expect(throws: OfflineLocatorError.corruptIndex(file: "flipped.bin", reason: "the checksum does not match")) {
      try load(flipped, "flipped.bin")
    }
    #expect(throws: OfflineLocatorError.self) { try load(data.prefix(data.count / 3), "truncated.bin") }
    var future = data
    future[8] = 99
    // The error names the file's version and the one this build reads (whatever the current format is).
    let unsupported = OfflineLocatorError.unsupportedIndexVersion(
      file: "future.bin", version: 99, supported: Int(BinaryIndexFormat.version))
    #expect(throws: unsupported) { try load(future, "future.bin") }
    // Version 3 had neither the locator's name nor the search terms of named places, which version 4
    // stores: its layout differs, so such a file is refused by its version rather than misread.
    var old = data
    old[8] = 3
    let previous = OfflineLocatorError.unsupportedIndexVersion(file: "old.bin", version: 3, supported: 4)
    #expect(throws: previous) { try load(old, "old.bin") }
  }
}
