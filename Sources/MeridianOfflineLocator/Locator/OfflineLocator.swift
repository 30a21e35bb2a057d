public import Foundation
public import MeridianCore
import MeridianGeocoding

/// An embedded geocoder that works with no network: places, addresses, postcodes and points of
/// interest from local data, searched with typo tolerance, categories and a spatial index.
///
/// Build one from records or data files, or load a saved index, and hand it to a `LocatorTask`:
///
/// ```swift
/// let locator = try await OfflineLocator(name: "Cafés", sources: [.csv(cafesFile)])
/// let task = LocatorTask(transport: locator)
/// let results = try await task.geocode(forSearchText: "Cafe Regata", using: GeocodeParameters())
/// ```
///
/// A locator is immutable and `Sendable`: share one instance between tasks. It returns results in
/// WGS84. See the "Offline locator" article for the data schema, the matching rules and the scores.
public final class OfflineLocator: Sendable {
  /// The locator's name (the `Loc_name` attribute of its results).
  public let name: String
  let indexes: [OfflineIndex]

  /// The spatial reference of the locator's coordinates: WGS84.
  public var spatialReference: SpatialReference { .wgs84 }

  init(name: String, indexes: [OfflineIndex]) {
    self.name = name
    self.indexes = indexes
  }

  /// Creates a locator from records in memory.
  ///
  /// - Parameters:
  ///   - name: The locator's name.
  ///   - places: The records.
  /// - Throws: ``OfflineLocatorError/invalidRecord(index:field:reason:)`` for a record with bad
  ///   coordinates, an unknown category, or neither a name nor a street.
  public convenience init(name: String = "Offline", places: [OfflinePlace]) throws(OfflineLocatorError) {
    self.init(name: name, indexes: [try OfflineIndex.build(places: places)])
  }

  /// Creates a locator from data sources, reading and indexing them off the caller's actor.
  ///
  /// - Parameters:
  ///   - name: The locator's name.
  ///   - sources: The files and records to index.
  /// - Throws: An ``OfflineLocatorError`` naming the file, line and field of the first bad value.
  public convenience init(name: String = "Offline", sources: [Source]) async throws {
    let build = OfflineLocator.build(name: name, sources: sources)
    let locator = try await build.locator
    self.init(name: locator.name, indexes: locator.indexes)
  }

  /// Creates a locator that searches several locators' data together, without copying it.
  ///
  /// Results from all of them are ranked together; reverse geocoding finds the nearest record in any.
  public init(name: String, combining locators: [OfflineLocator]) {
    self.name = name
    self.indexes = locators.flatMap(\.indexes)
  }

  /// Loads a locator from an index file written by ``write(to:)``.
  ///
  /// The file keeps the name of the locator that wrote it (`meridian-locator build --name`), so a
  /// loaded locator answers with the same `Loc_name` and `locatorInfo().name` as the one built.
  ///
  /// - Parameters:
  ///   - url: The index file.
  ///   - name: The locator's name; the default is the name stored in the file, or, when that is
  ///     empty, the file's name without its extension.
  /// - Throws: ``OfflineLocatorError/unreadableFile(file:reason:)``, ``OfflineLocatorError/foreignIndex(file:)``,
  ///   ``OfflineLocatorError/unsupportedIndexVersion(file:version:supported:)`` or
  ///   ``OfflineLocatorError/corruptIndex(file:reason:)``.
  public convenience init(contentsOf url: URL, name: String? = nil) throws(OfflineLocatorError) {
    let data: Data
    do {
      data = try Data(contentsOf: url, options: .mappedIfSafe)
    } catch {
      throw .unreadableFile(file: url.lastPathComponent, reason: error.localizedDescription)
    }
    let decoded = try BinaryIndexFormat.decode(data, file: url.lastPathComponent)
    let stored = decoded.name.isEmpty ? url.deletingPathExtension().lastPathComponent : decoded.name
    self.init(name: name ?? stored, indexes: decoded.indexes)
  }

  /// The locator's name and data as a binary index (see the "Offline locator" article for the format).
  public func indexData() -> Data { BinaryIndexFormat.encode(name: name, indexes) }

  /// Writes the locator's name and data as a binary index file, which ``init(contentsOf:name:)`` loads.
  ///
  /// - Throws: ``OfflineLocatorError/unwritableFile(file:reason:)`` when the file cannot be written.
  public func write(to url: URL) throws(OfflineLocatorError) {
    do {
      try indexData().write(to: url, options: .atomic)
    } catch {
      throw .unwritableFile(file: url.lastPathComponent, reason: error.localizedDescription)
    }
  }

  /// The number of records the locator searches.
  public var recordCount: Int { indexes.reduce(0) { $0 + $1.store.count } }

  /// The number of bytes the locator's data and indexes occupy in memory: the sum of the byte
  /// counts of every table it holds — the records and their strings, the name keys and postings,
  /// the suggestion ranking, the typo index, the k-d trees and the reverse-geocoding cover, derived
  /// tables included. Indexes shared with other locators (see ``init(name:combining:)``) are
  /// counted once. Object headers and the allocator's slack are not counted, so a process's
  /// resident memory grows a little more than this when a locator is loaded.
  public var memoryFootprint: Int {
    var seen = Set<ObjectIdentifier>()
    return indexes.reduce(0) { total, index in
      seen.insert(ObjectIdentifier(index)).inserted ? total + index.byteCount : total
    }
  }

  /// The records of the locator, in index order (alternate names are not kept).
  public var places: [OfflinePlace] {
    indexes.flatMap { index in (0..<index.store.count).map { index.store.place($0) } }
  }
}
