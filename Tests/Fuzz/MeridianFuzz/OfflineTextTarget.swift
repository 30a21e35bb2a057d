import Foundation

@testable import MeridianGeocoding

/// Offline geocode and suggest on arbitrary text, against a small locator built from the first rows of
/// the shipped Helsinki data: no trap, results best first with scores in 0...100, at most as many as
/// asked for, typed errors otherwise.
///
/// Modes (first byte): `g` geocode only, `s` suggest only, otherwise both; the byte also sets
/// `maxResults` (1...15).
enum OfflineTextTarget: FuzzTarget {
  static let name = "offline-text"

  /// Rows taken from each shipped file.
  static let rows = 300

  static let locator: OfflineLocator = {
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/MeridianSampleData/Resources").standardizedFileURL
    let scratch = FileManager.default.temporaryDirectory
    var sources: [OfflineLocator.Source] = []
    for (file, isPOI) in [("helsinki-pois.csv", true), ("helsinki-addresses.csv", false)] {
      guard let text = try? String(contentsOf: resources.appendingPathComponent(file), encoding: .utf8) else {
        violation("cannot read \(resources.path)/\(file)")
      }
      let slice = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows + 1)
        .joined(separator: "\n")
      let url = scratch.appendingPathComponent("meridian-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(file)")
      guard (try? Data(slice.utf8).write(to: url)) != nil else { violation("cannot write \(url.path)") }
      sources.append(isPOI ? .openStreetMapPOIs(url) : .openStreetMapAddresses(url))
    }
    do {
      return try OfflineLocator(name: "Helsinki", places: SourceLoader.load(sources, progress: { _ in }))
    } catch {
      violation("cannot build the Helsinki locator: \(error)")
    }
  }()

  static func run(_ input: [UInt8]) {
    let (mode, body) = split(input)
    let text = String(decoding: body, as: UTF8.self)
    let maxResults = 1 + Int(mode % 15)
    if mode != UInt8(ascii: "s") {
      LocatorChecks.geocode(locator, text, maxResults: mode % 2 == 0 ? nil : maxResults)
    }
    if mode != UInt8(ascii: "g") { LocatorChecks.suggest(locator, text, maxResults: maxResults) }
  }
}
