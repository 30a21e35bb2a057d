package import Foundation

/// Writes a binary file of tagged sections (little-endian): a magic, a version, sections of
/// fixed-size elements (`count: UInt64`, `elementSize: UInt32`, `tag: UInt32`, the elements,
/// zero-padded to 8 bytes), then the ``ByteChecksum`` of every byte before it.
///
/// Elements are copied as they lie in memory, so a section holds integers, floating-point numbers and
/// SIMD vectors of them; every platform Meridian runs on is little-endian.
package struct SectionedFileWriter {
  package private(set) var data = Data()

  /// Starts a file with its magic (8 bytes) and version.
  package init(magic: [UInt8], version: UInt32) {
    data.append(contentsOf: magic)
    append(version)
  }

  /// Appends a scalar.
  package mutating func append<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
  }

  /// Appends a section.
  package mutating func section<T: BitwiseCopyable>(_ tag: UInt32, _ values: [T]) {
    append(UInt64(values.count))
    append(UInt32(MemoryLayout<T>.stride))
    append(tag)
    values.withUnsafeBytes { data.append(contentsOf: $0) }
    let padding = (8 - data.count % 8) % 8
    if padding > 0 { data.append(contentsOf: [UInt8](repeating: 0, count: padding)) }
  }

  /// The file: everything written, then its checksum.
  package func finished() -> Data {
    var result = data
    var checksum = data.withUnsafeBytes { ByteChecksum.update(ByteChecksum.offset, $0) }.littleEndian
    withUnsafeBytes(of: &checksum) { result.append(contentsOf: $0) }
    return result
  }
}

/// Why a sectioned file could not be read.
package enum SectionedFileError: Error, Sendable, Hashable {
  /// The magic is not the expected one: another kind of file.
  case foreign
  /// Another format version.
  case version(found: UInt32)
  /// Damaged: the reason says where.
  case corrupt(String)
}

/// Reads a file written by ``SectionedFileWriter``, checking the magic, the version, the checksum
/// and every section's bounds.
package struct SectionedFileReader {
  private let data: Data
  private var position: Int
  private let end: Int

  /// Opens file bytes.
  ///
  /// - Throws: ``SectionedFileError`` for another magic or version, a truncated file or a checksum
  ///   that does not match.
  package init(_ data: Data, magic: [UInt8], version: UInt32) throws(SectionedFileError) {
    guard data.count >= 12, Array(data.prefix(8)) == magic else { throw .foreign }
    let found = data.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 8, as: UInt32.self)) }
    guard found == version else { throw .version(found: found) }
    guard data.count >= 20 else { throw .corrupt("the file is truncated") }
    let stored = data.withUnsafeBytes {
      UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: data.count - 8, as: UInt64.self))
    }
    let computed = data.withUnsafeBytes {
      ByteChecksum.update(ByteChecksum.offset, UnsafeRawBufferPointer(rebasing: $0[0..<(data.count - 8)]))
    }
    guard stored == computed else { throw .corrupt("the checksum does not match") }
    self.data = data
    self.position = 12
    self.end = data.count - 8
  }

  /// A Boolean value indicating whether every section was read.
  package var isAtEnd: Bool { position == end }

  /// The bytes left before the checksum.
  package var remainingBytes: Int { end - position }

  /// Reads a scalar.
  package mutating func scalar<T: FixedWidthInteger>() throws(SectionedFileError) -> T {
    let size = MemoryLayout<T>.size
    guard position + size <= end else { throw .corrupt("the file is truncated") }
    let value = data.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: T.self)) }
    position += size
    return value
  }

  /// Reads the next section, which must carry `tag` and elements of `T`'s size, and hold at most
  /// `maximumCount` of them.
  package mutating func section<T: BitwiseCopyable>(
    _ tag: UInt32, maximumCount: Int = Int(Int32.max)
  )
    throws(SectionedFileError) -> [T]
  {
    let count: UInt64 = try scalar()
    let size: UInt32 = try scalar()
    let foundTag: UInt32 = try scalar()
    guard foundTag == tag, Int(size) == MemoryLayout<T>.stride else {
      throw .corrupt("section \(tag) is missing or has the wrong element size")
    }
    guard count <= UInt64(maximumCount) else { throw .corrupt("section \(tag) claims \(count) elements") }
    let n = Int(count)
    let byteCount = n * Int(size)
    guard byteCount <= end - position else { throw .corrupt("section \(tag) runs past the end of the file") }
    let values = [T](uninitializedCount: n) { buffer, initialized in
      data.withUnsafeBytes { raw in
        if byteCount > 0 {
          UnsafeMutableRawBufferPointer(buffer).copyMemory(
            from: UnsafeRawBufferPointer(rebasing: raw[position..<(position + byteCount)]))
        }
      }
      initialized = n
    }
    position += byteCount
    position = Swift.min(end, position + (8 - position % 8) % 8)
    return values
  }
}
