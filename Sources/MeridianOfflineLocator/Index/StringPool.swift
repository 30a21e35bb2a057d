import MeridianCore
import MeridianGeocoding

/// A table of strings stored as one byte buffer and offsets: cheap to save, load and share.
///
/// String 0 is always the empty string.
struct StringPool: Sendable, Equatable {
  /// The UTF-8 bytes of every string, back to back.
  var bytes: [UInt8]
  /// The start of string `i` is `offsets[i]`; its end is `offsets[i + 1]`.
  var offsets: [UInt32]

  /// The number of strings.
  var count: Int { offsets.count - 1 }

  /// Returns string `id`.
  func string(_ id: UInt32) -> String {
    let start = Int(offsets[Int(id)])
    let end = Int(offsets[Int(id) + 1])
    if start == end { return "" }
    return bytes.withUnsafeBufferPointer { String(decoding: $0[start..<end], as: UTF8.self) }
  }

  /// The number of bytes the pool's tables occupy.
  var byteCount: Int { bytes.elementBytes + offsets.elementBytes }

  /// The length in bytes of string `id`.
  func length(_ id: UInt32) -> Int { Int(offsets[Int(id) + 1] - offsets[Int(id)]) }

  /// Calls `body` with the bytes of string `id`.
  func withBytes<R>(_ id: UInt32, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    let start = Int(offsets[Int(id)])
    let end = Int(offsets[Int(id) + 1])
    return try bytes.withUnsafeBufferPointer { buffer in
      try body(UnsafeBufferPointer(rebasing: buffer[start..<end]))
    }
  }
}

/// Builds a ``StringPool``, storing each distinct string once.
struct StringPoolBuilder {
  private(set) var pool = StringPool(bytes: [], offsets: [0, 0])
  private var ids: [String: UInt32] = ["": 0]

  /// Returns the id of a string, adding it when new.
  mutating func intern(_ string: String) -> UInt32 {
    if let id = ids[string] { return id }
    let id = UInt32(pool.count)
    pool.bytes.append(contentsOf: string.utf8)
    pool.offsets.append(UInt32(pool.bytes.count))
    ids[string] = id
    return id
  }
}

extension Array {
  /// The number of bytes the array's elements occupy (its count times the element stride).
  var elementBytes: Int { count * MemoryLayout<Element>.stride }
}
