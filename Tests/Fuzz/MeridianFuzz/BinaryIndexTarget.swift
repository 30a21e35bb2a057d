import Foundation
import MeridianGeocoding

@testable import MeridianOfflineLocator

/// The binary index loader: a file loads to a typed ``OfflineLocatorError`` or to an index that answers
/// queries, and whose encoding is a fixed point (encode -> decode -> encode gives the same bytes).
enum BinaryIndexTarget: FuzzTarget {
  static let name = "binary-index"

  static func run(_ input: [UInt8]) {
    let name: String
    let indexes: [OfflineIndex]
    do {
      (name, indexes) = try BinaryIndexFormat.decode(Data(input), file: "fuzz.meridianindex")
    } catch {
      return  // typed: OfflineLocatorError
    }
    let first = BinaryIndexFormat.encode(name: name, indexes)
    do {
      let again = try BinaryIndexFormat.decode(first, file: "again.meridianindex")
      expect(
        again.name == name, "the locator's name \(name.debugDescription) came back as \(again.name.debugDescription)")
      let second = BinaryIndexFormat.encode(name: again.name, again.indexes)
      expect(first == second, "encode -> decode -> encode changed \(first.count) bytes into \(second.count)")
    } catch {
      violation("a loaded index, encoded again, does not load: \(error)")
    }
    let locator = OfflineLocator(name: name, indexes: indexes)
    LocatorChecks.answersLoadedNames(locator, "index")
    for text in ["Helsinki", "Kaivokatu 1", "cafe", "00100"] { LocatorChecks.geocode(locator, text) }
    LocatorChecks.suggest(locator, "Hel")
    _ = try? locator.nearestRecord(latitude: 60.17, longitude: 24.94)
  }

  /// Writes seed index files: small locators, built by hand and from the shipped data, encoded.
  static func makeSeeds(into directory: URL) throws {
    let hand = try OfflineLocator(
      name: "hand",
      places: [
        OfflinePlace(
          name: "Cafe Regatta", category: "Coffee Shop", street: "Merikatu", city: "Helsinki",
          countryCode: "FI", latitude: 60.1589, longitude: 24.9209, rank: 5),
        OfflinePlace(
          category: "Address", houseNumber: "1", street: "Kaivokatu", postcode: "00100", city: "Helsinki",
          latitude: 60.1713, longitude: 24.9414),
        OfflinePlace(
          name: "Helsinki", alternateNames: ["Helsingfors"], category: "City", countryCode: "FI",
          latitude: 60.1699, longitude: 24.9384, rank: 650_000),
      ])
    let one = try OfflineLocator(
      name: "one", places: [OfflinePlace(name: "X", category: "City", latitude: 0, longitude: 0)])
    let seeds = [
      ("hand", hand), ("one", one), ("helsinki-6", OfflineTextTarget.helsinki(rows: 6)),
      ("combined", OfflineLocator(name: "both", combining: [hand, one])),
    ]
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, locator) in seeds { try locator.indexData().write(to: directory.appendingPathComponent(name)) }
  }
}
