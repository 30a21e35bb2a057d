import Foundation
import MeridianOfflineLocator

/// Where the sample locators keep their built indexes between runs, and how they use them.
///
/// A sample index is built from the bundled CSV files the first time it is needed and written to
/// `<directory>/<index>-v<format version>-<checksum of the CSV files>.meridianindex`. Later runs load
/// that file. A file that fails to load (damaged, truncated, foreign) is rebuilt and replaced; a
/// change of the data or of the index format changes the name, so an old file is never read (and
/// is removed after the new one is written). Files are written to a temporary file in the same
/// directory and renamed over the final name, so a reader never sees half a file and two
/// processes building at once both end with the same complete file. When the directory cannot be
/// created or written, the index is built in memory and the locator works as before, uncached.
struct IndexCache: Sendable {
  /// What a call to ``locator(_:progress:)`` did.
  enum Outcome: Sendable, Equatable {
    /// The cached file was loaded.
    case loaded
    /// The index was built from the CSV files; `written` tells whether the cache file was written.
    case built(written: Bool)
  }

  /// Builds an index's locator from its CSV files, reporting progress.
  typealias Builder = @Sendable (SampleData.Index, @escaping @Sendable (Double) -> Void) async throws -> OfflineLocator

  /// The directory of the cache files, or `nil` to build in memory every time.
  let directory: URL?
  /// How an index is built when the cache has no valid file (tests count the calls).
  let build: Builder

  /// A cache in a directory (`nil`: none), building with `build`.
  init(directory: URL?, build: @escaping Builder = { try await SampleData.build($0, fractions: $1) }) {
    self.directory = directory
    self.build = build
  }

  /// The directory the sample locators use (see ``SampleData/indexCacheDirectory``).
  static let shared = IndexCache(directory: defaultDirectory(environment: ProcessInfo.processInfo.environment))

  /// The cache directory for an environment: `MERIDIAN_CACHE_DIR` when set (used as it is), else a
  /// `Meridian` folder in the user's caches directory — on Linux `$XDG_CACHE_HOME` when it is an
  /// absolute path, else `~/.cache`.
  static func defaultDirectory(environment: [String: String]) -> URL? {
    if let override = environment["MERIDIAN_CACHE_DIR"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    #if os(Linux)
    let base: URL
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
    } else {
      base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache", isDirectory: true)
    }
    #else
    guard let base = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else { return nil }
    #endif
    return base.appendingPathComponent("Meridian", isDirectory: true)
  }

  /// The cache file name of an index: `world-v3-0123456789abcdef.meridianindex`.
  static func fileName(_ index: SampleData.Index, checksum: UInt64) -> String {
    let hex = String(checksum, radix: 16)
    let padded = String(repeating: "0", count: 16 - hex.count) + hex
    return "\(index.rawValue)-v\(OfflineLocator.indexFormatVersion)-\(padded).meridianindex"
  }

  /// The checksum of the CSV files an index is built from.
  ///
  /// - Throws: `OfflineLocatorError.unreadableFile(file:reason:)` when a file cannot be read.
  static func sourceChecksum(_ index: SampleData.Index) throws(OfflineLocatorError) -> UInt64 {
    var contents: [Data] = []
    for dataSet in index.dataSets {
      let url = try SampleData.url(of: dataSet)
      do {
        contents.append(try Data(contentsOf: url, options: .mappedIfSafe))
      } catch {
        throw .unreadableFile(file: url.lastPathComponent, reason: error.localizedDescription)
      }
    }
    return OfflineLocator.checksum(of: contents)
  }

  /// The locator of an index: loaded from its cache file, or built from the CSV files (and written).
  ///
  /// - Parameters:
  ///   - index: The sample index.
  ///   - progress: Called with fractions 0...1 while the index is built (not when it is loaded).
  /// - Returns: The locator and what was done to get it.
  /// - Throws: An `OfflineLocatorError` when the bundled data is missing or damaged, or
  ///   `CancellationError`. Cache failures are not thrown.
  func locator(
    _ index: SampleData.Index, progress: @escaping @Sendable (Double) -> Void = { _ in }
  ) async throws -> (locator: OfflineLocator, outcome: Outcome) {
    let name = Self.fileName(index, checksum: try Self.sourceChecksum(index))
    let file = directory?.appendingPathComponent(name)
    if let file, FileManager.default.fileExists(atPath: file.path),
      let locator = try? OfflineLocator(contentsOf: file, name: index.locatorName)
    {
      return (locator, .loaded)
    }
    let locator = try await build(index, progress)
    guard let directory, let file else { return (locator, .built(written: false)) }
    let written = Self.write(locator.indexData(), to: file, in: directory)
    if written {
      Self.removeStale(in: directory, prefix: "\(index.rawValue)-v", suffix: ".meridianindex", keeping: name)
    }
    return (locator, .built(written: written))
  }

  /// Writes a file atomically: to a temporary file beside it, then renamed over it.
  static func write(_ data: Data, to file: URL, in directory: URL) -> Bool {
    let temporary = directory.appendingPathComponent(
      ".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      return false
    }
    // rename(2) replaces the destination atomically: a concurrent builder's file is simply replaced.
    guard rename(temporary.path, file.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      return false
    }
    return true
  }

  /// Removes the cache files of other versions or data: the files named with the prefix and suffix,
  /// but the one kept (best effort).
  static func removeStale(in directory: URL, prefix: String, suffix: String, keeping name: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for other in names where other != name && other.hasPrefix(prefix) && other.hasSuffix(suffix) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(other))
    }
  }
}

extension SampleData.Index {
  /// The data sets an index is built from.
  var dataSets: [SampleData.DataSet] {
    switch self {
    case .world: return [.cities, .countries, .usZipCodes]
    case .helsinki: return [.helsinkiPOIs, .helsinkiAddresses]
    }
  }

  /// The name of the index's locator.
  var locatorName: String {
    switch self {
    case .world: return "World"
    case .helsinki: return "Helsinki"
    }
  }
}
