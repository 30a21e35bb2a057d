import Foundation
import InternalMeridianUtilities

/// The pixel size stored in a PNG file's IHDR chunk.
///
/// A PNG starts with the 8-byte signature `89 50 4E 47 0D 0A 1A 0A`, then the IHDR chunk: a 4-byte
/// length (13), the type `IHDR`, then the width and height as big-endian 32-bit integers at bytes
/// 16…19 and 20…23 (PNG specification, ISO/IEC 15948, section 11.2.2).
struct PNGHeader: Hashable, Sendable {
  var width: Int
  var height: Int

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads the header from the first 24 bytes of PNG data.
  ///
  /// - Parameters:
  ///   - data: The PNG bytes (only the first 24 are read).
  ///   - source: Where the data came from, for the error message.
  /// - Throws: ``GraphicsError/invalidImage(source:reason:)`` when the data is not a PNG or its
  ///   size is zero.
  init(data: Data, source: String) throws {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24 else {
      throw GraphicsError.invalidImage(source: source, reason: "it has \(bytes.count) bytes, too few for a PNG header")
    }
    guard Array(bytes[0..<8]) == Self.signature else {
      throw GraphicsError.invalidImage(source: source, reason: "it does not start with the PNG signature")
    }
    guard bytes[12...15].elementsEqual("IHDR".utf8) else {
      throw GraphicsError.invalidImage(source: source, reason: "its first chunk is not IHDR")
    }
    func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    width = be32(16)
    height = be32(20)
    guard width > 0, height > 0 else {
      throw GraphicsError.invalidImage(source: source, reason: "its IHDR size is \(width) × \(height)")
    }
  }

  /// Reads the header from the start of a local file.
  static func read(contentsOf url: URL) throws -> PNGHeader {
    guard url.isFileURL else {
      throw GraphicsError.invalidImage(
        source: URLRedaction.redact(url.absoluteString), reason: "only file URLs are read; give width and height")
    }
    guard let handle = try? FileHandle(forReadingFrom: url) else {
      throw GraphicsError.invalidImage(source: url.path, reason: "the file cannot be opened")
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 24)) ?? Data()
    return try PNGHeader(data: data, source: url.path)
  }
}
