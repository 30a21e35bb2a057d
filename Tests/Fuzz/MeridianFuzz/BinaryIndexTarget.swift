import Foundation

@testable import MeridianGeocoding

/// The binary index loader: a file loads to a typed ``OfflineLocatorError`` or to an index that answers
/// queries, and whose encoding is a fixed point (encode -> decode -> encode gives the same bytes).
enum BinaryIndexTarget: FuzzTarget {
  static let name = "binary-index"

  static func run(_ input: [UInt8]) {
    let indexes: [OfflineIndex]
    do {
      indexes = try BinaryIndexFormat.decode(Data(input), file: "fuzz.meridianindex")
    } catch {
      return  // typed: OfflineLocatorError
    }
    let first = BinaryIndexFormat.encode(indexes)
    do {
      let second = BinaryIndexFormat.encode(try BinaryIndexFormat.decode(first, file: "again.meridianindex"))
      expect(first == second, "encode -> decode -> encode changed \(first.count) bytes into \(second.count)")
    } catch {
      violation("a loaded index, encoded again, does not load: \(error)")
    }
    let locator = OfflineLocator(name: "fuzz", indexes: indexes)
    LocatorChecks.answersLoadedNames(locator, "index")
    for text in ["Helsinki", "Kaivokatu 1", "cafe", "00100"] { LocatorChecks.geocode(locator, text) }
    LocatorChecks.suggest(locator, "Hel")
    _ = try? locator.nearestRecord(latitude: 60.17, longitude: 24.94)
  }
}
