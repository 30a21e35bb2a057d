import Foundation
import InternalMeridianUtilities
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Shared pieces of the offline bad-input suites: the invented test locator of ``OfflineLocatorTests``,
/// a good query whose answer is known from its records, temporary files, and index-file surgery.
enum OfflineBadInput {
  /// The locator over ``OfflineLocatorTests/places`` (nine invented records).
  /// A build that fails records the error in the running test (which then fails) and gives an empty
  /// locator, so a bad fixture fails its tests, never the process.
  static var locator: OfflineLocator {
    switch OfflineLocatorTests.locator {
    case .success(let locator): return locator
    case .failure(let error):
      Issue.record(error, "the invented test locator did not build")
      return OfflineLocator(name: "Unbuilt", combining: [])
    }
  }

  /// Checks that the locator still answers a good query as its records say: "Hotel Meri" is record 3.
  static func answersGoodQuery(_ locator: OfflineLocator = locator) async throws -> Bool {
    let results = try await locator.geocode(.searchText("Hotel Meri"), parameters: GeocodeParameters())
    return results.first?.label == "Hotel Meri" && results.first?.score == 100
  }

  /// A new file in a fresh temporary directory.
  static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "meridian-offline-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  /// One section of an index file: where its header and its elements are.
  struct Section {
    var header: Int
    var elements: Int
    var count: Int
    var size: Int
  }

  /// The sections of the first index of an index file, by tag (the layout of the format's article:
  /// a 16-byte file header, then per section `count: UInt64`, `elementSize: UInt32`, `tag: UInt32`
  /// and the elements padded to 8 bytes).
  static func sections(of data: [UInt8]) -> [UInt32: Section] {
    var result: [UInt32: Section] = [:]
    var position = 16
    while position + 16 <= data.count - 8 {
      let count = Int(load(UInt64.self, data, position))
      let size = Int(load(UInt32.self, data, position + 8))
      let tag = load(UInt32.self, data, position + 12)
      guard result[tag] == nil else { break }
      result[tag] = Section(header: position, elements: position + 16, count: count, size: size)
      position += 16 + (count * size + 7) / 8 * 8
    }
    return result
  }

  static func load<T: FixedWidthInteger>(_ type: T.Type, _ data: [UInt8], _ offset: Int) -> T {
    data.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
  }

  static func store<T: FixedWidthInteger>(_ value: T, _ data: inout [UInt8], _ offset: Int) {
    withUnsafeBytes(of: value.littleEndian) { bytes in
      for (i, byte) in bytes.enumerated() { data[offset + i] = byte }
    }
  }

  /// The bytes with their trailing checksum recomputed, so that only the crafted part is wrong.
  static func resealed(_ data: [UInt8]) -> [UInt8] {
    var data = data
    let body = data.count - 8
    let checksum = data.withUnsafeBytes {
      ByteChecksum.update(ByteChecksum.offset, UnsafeRawBufferPointer(rebasing: $0[0..<body]))
    }
    store(checksum, &data, body)
    return data
  }

  /// Decodes file bytes as a file named `crafted.meridianindex`.
  static func decode(_ data: [UInt8]) throws(OfflineLocatorError) -> [OfflineIndex] {
    try BinaryIndexFormat.decode(Data(data), file: "crafted.meridianindex").indexes
  }
}
