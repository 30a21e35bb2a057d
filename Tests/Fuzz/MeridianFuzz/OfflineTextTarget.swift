import Dispatch
import Foundation
import Synchronization

@testable import MeridianOfflineLocator
@testable import MeridianSampleData

/// Offline geocode and suggest on arbitrary text, against the Helsinki sample index (about 2,900
/// POIs and addresses, built from the CSV files once and then loaded from the sample-index cache;
/// `MERIDIAN_FUZZ_ROWS=n` builds one from the first n rows of the CSVs instead): no trap, results
/// best first with scores in 0...100, at most as many as asked for, typed errors otherwise.
///
/// Modes (first byte): `g` geocode only, `s` suggest only, otherwise both; the byte also sets
/// `maxResults` (1...15).
enum OfflineTextTarget: FuzzTarget {
  static let name = "offline-text"

  static let locator: OfflineLocator = {
    if let rows = ProcessInfo.processInfo.environment["MERIDIAN_FUZZ_ROWS"].flatMap({ Int($0) }) {
      return helsinki(rows: rows)
    }
    // The Helsinki sample index from the cache (`MERIDIAN_CACHE_DIR`, else the user's caches
    // directory): building it costs a minute under AddressSanitizer (the reverse-geocoding cover),
    // so only the first run builds it; later runs load the file in a moment.
    let result = Mutex<Result<OfflineLocator, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let built: Result<OfflineLocator, any Error>
      do {
        built = .success(try await IndexCache.shared.locator(.helsinki).locator)
      } catch {
        built = .failure(error)
      }
      result.withLock { $0 = built }
      done.signal()
    }
    done.wait()
    switch result.withLock({ $0 }) {
    case .success(let locator): return locator
    case .failure(let error): violation("cannot build the Helsinki sample index: \(error)")
    case nil: violation("the Helsinki sample index build did not finish")
    }
  }()

  /// The shipped data files, in the checkout.
  static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Sources/MeridianSampleData/Resources").standardizedFileURL

  /// A locator of the first rows of the shipped Helsinki POIs and addresses (read from the checkout).
  static func helsinki(rows: Int) -> OfflineLocator {
    let scratch = FileManager.default.temporaryDirectory
    var sources: [OfflineLocator.Source] = []
    for (file, isPOI) in [("helsinki-pois.csv", true), ("helsinki-addresses.csv", false)] {
      guard let data = try? Data(contentsOf: resources.appendingPathComponent(file)) else {
        violation("cannot read \(resources.path)/\(file)")
      }
      // The header and the first `rows` records (the shipped files have one record per line).
      var end = data.startIndex
      var lines = 0
      while end < data.endIndex, lines <= rows {
        if data[end] == UInt8(ascii: "\n") { lines += 1 }
        end += 1
      }
      let slice = data[..<end]
      let url = scratch.appendingPathComponent("meridian-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(file)")
      guard (try? Data(slice).write(to: url)) != nil else { violation("cannot write \(url.path)") }
      sources.append(isPOI ? .openStreetMapPOIs(url) : .openStreetMapAddresses(url))
    }
    do {
      return try OfflineLocator(name: "Helsinki", places: SourceLoader.load(sources, progress: { _ in }))
    } catch {
      violation("cannot build the Helsinki locator: \(error)")
    }
  }

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
