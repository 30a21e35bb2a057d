import Foundation
import InternalMeridianUtilities

/// Sorts a million items or more by a 64-bit head each: a radix sort (eight counting passes on raw
/// pointers), then a comparison sort of only the runs of items with equal heads.
///
/// A comparison sort with a closure costs a call per comparison, and in a debug build (where the
/// standard library's generic sort is not specialised) that made the index build's sorts some of
/// the slowest steps of the first run.
enum RadixOrder {
  /// The indices `0..<heads.count` ordered by head, ties ordered by `precedes`.
  ///
  /// - Parameters:
  ///   - heads: Each item's sort key.
  ///   - precedes: The order of two items (by index) whose heads are equal.
  static func order(heads: [UInt64], breakingTiesBy precedes: (UInt32, UInt32) -> Bool) -> [UInt32] {
    let count = heads.count
    var order = [UInt32](uninitializedCount: count) { buffer, initialized in
      for index in 0..<count { buffer[index] = UInt32(truncatingIfNeeded: index) }
      initialized = count
    }
    var scratch = order
    heads.withUnsafeBufferPointer { heads in
      for pass in 0..<8 {
        let shift = UInt64(8 * pass)
        order.withUnsafeMutableBufferPointer { source in
          scratch.withUnsafeMutableBufferPointer { target in
            countingPass(from: source, into: target, heads: heads, shift: shift)
          }
        }
        swap(&order, &scratch)
      }
    }
    var start = 0
    while start < count {
      let head = heads[Int(order[start])]
      var end = start + 1
      while end < count, heads[Int(order[end])] == head { end += 1 }
      if end - start > 1 { order[start..<end].sort(by: precedes) }
      start = end
    }
    return order
  }

  /// A stable counting sort of `source` into `target` by the byte of each head at `shift`.
  private static func countingPass(
    from source: UnsafeMutableBufferPointer<UInt32>, into target: UnsafeMutableBufferPointer<UInt32>,
    heads: UnsafeBufferPointer<UInt64>, shift: UInt64
  ) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 257) { counts in
      counts.initialize(repeating: 0)
      for id in source { counts[Int((heads[Int(id)] >> shift) & 0xFF) + 1] += 1 }
      for byte in 0..<256 { counts[byte + 1] += counts[byte] }
      for id in source {
        let byte = Int((heads[Int(id)] >> shift) & 0xFF)
        target[counts[byte]] = id
        counts[byte] += 1
      }
    }
  }

  /// The first eight bytes of a byte string, big-endian, zero-padded: their integer order is the
  /// strings' order up to those bytes (a shorter string pads with zeros, which sort first, as the
  /// string itself does before any longer string it begins).
  static func head(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBufferPointer { bytes in
      var value: UInt64 = 0
      var k = 0
      while k < 8, k < bytes.count {
        value |= UInt64(bytes[k]) << UInt64(56 - 8 * k)
        k += 1
      }
      return value
    }
  }

  /// Whether byte string `a` comes before `b`: byte by byte, a string before a longer one it begins.
  static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in
        let n = min(pa.count, pb.count)
        guard n > 0, let x = pa.baseAddress, let y = pb.baseAddress else { return pa.count < pb.count }
        let c = memcmp(x, y, n)
        return c != 0 ? c < 0 : pa.count < pb.count
      }
    }
  }
}
