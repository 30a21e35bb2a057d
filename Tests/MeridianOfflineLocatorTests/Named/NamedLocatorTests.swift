import Foundation
import MeridianCore
import MeridianGeocoding
import Synchronization
import Testing

@testable import MeridianOfflineLocator

/// Issue 14, point 9: `LocatorTask(name:bundle:)`, as the offline tutorial opens its locator.
@Suite("Named local locators")
struct NamedLocatorTests {
  /// Two invented places, so the expected answers are known by hand.
  static func cafes() throws -> OfflineLocator {
    try OfflineLocator(
      name: "Cafes",
      places: [
        OfflinePlace(name: "Kahvila Aalto", category: "Coffee Shop", latitude: 60.1692, longitude: 24.9480),
        OfflinePlace(name: "Kahvila Ursula", category: "Coffee Shop", latitude: 60.1565, longitude: 24.9566),
      ])
  }

  /// A folder used as a bundle: its resources are the files in it.
  static func bundleFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-named-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("A name that finds nothing fails each request with locatorNotFound, saying where it looked")
  func notFound() async throws {
    let folder = try Self.bundleFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = try #require(Bundle(path: folder.path))
    let locator = LocatorTask(name: "SanDiego_StreetAddress", bundle: bundle)
    do {
      _ = try await locator.geocode(forSearchText: "Kahvila", using: GeocodeParameters())
      Issue.record("expected locatorNotFound")
    } catch let GeocodingError.locatorNotFound(name, searched) {
      #expect(name == "SanDiego_StreetAddress")
      #expect(searched.contains("SanDiego_StreetAddress.meridianindex"))
      #expect(searched.contains(folder.lastPathComponent))
    }
  }

  @Test(
    "A name that is a path, empty or too long is refused as an invalid parameter",
    arguments: ["", "../secrets", "a/b", "a\\b", ".hidden", String(repeating: "x", count: 256)])
  func badNames(_ name: String) async {
    let locator = LocatorTask(name: name)
    await #expect {
      _ = try await locator.suggest(forSearchText: "Kah", parameters: SuggestParameters())
    } throws: { error in
      guard case GeocodingError.invalidParameter(let parameter, _) = error else { return false }
      return parameter == "name"
    }
  }

  @Test("An index file in the bundle is opened by its name, once, and answers")
  func bundleIndex() async throws {
    let folder = try Self.bundleFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.cafes().write(to: folder.appendingPathComponent("Cafes_Test.meridianindex"))
    let bundle = try #require(Bundle(path: folder.path))
    let locator = LocatorTask(name: "Cafes_Test", bundle: bundle)
    let results = try await locator.geocode(forSearchText: "Kahvila Ursula", using: GeocodeParameters())
    #expect(results.first?.label.hasPrefix("Kahvila Ursula") == true)
    // The nearest of the two to (24.9480, 60.1690) is Kahvila Aalto, 22 m north.
    let near = try await locator.reverseGeocode(
      forLocation: Point(x: 24.9480, y: 60.1690, spatialReference: .wgs84), parameters: ReverseGeocodeParameters())
    #expect(near.first?.attributes["PlaceName"] as? String == "Kahvila Aalto")
  }

  @Test("A damaged index file fails with dataFile naming the file")
  func damagedIndex() async throws {
    let folder = try Self.bundleFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not an index".utf8).write(to: folder.appendingPathComponent("Broken.meridianindex"))
    let locator = LocatorTask(name: "Broken", bundle: try #require(Bundle(path: folder.path)))
    do {
      _ = try await locator.geocode(forSearchText: "Kahvila", using: GeocodeParameters())
      Issue.record("expected dataFile")
    } catch let GeocodingError.dataFile(path, _, _) {
      #expect(path.hasSuffix("Broken.meridianindex"))
    }
  }

  @Test("A registered name wins over the bundle; its loader runs once; a failed load is tried again")
  func registered() async throws {
    let name = "Registered_\(UUID().uuidString)"
    let calls = Atomic(0)
    NamedLocators.register(name) {
      let call = calls.add(1, ordering: .relaxed).newValue
      if call == 1 { throw GeocodingError.connection(operation: "load", message: "the first load fails") }
      return try Self.cafes()
    }
    defer { NamedLocators.unregister(name) }
    #expect(NamedLocators.names.contains(name))
    let locator = LocatorTask(name: name)
    await #expect(throws: GeocodingError.self) {
      _ = try await locator.geocode(forSearchText: "Kahvila", using: GeocodeParameters())
    }
    let first = try await locator.geocode(forSearchText: "Kahvila Aalto", using: GeocodeParameters())
    let second = try await locator.suggest(forSearchText: "Kahvila", parameters: SuggestParameters())
    #expect(first.first?.label.hasPrefix("Kahvila Aalto") == true)
    #expect(second.count == 2)
    #expect(calls.load(ordering: .relaxed) == 2)
  }
}
