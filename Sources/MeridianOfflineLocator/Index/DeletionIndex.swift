import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// A symmetric-deletion index for typo-tolerant whole-name lookups.
///
/// For every key that names a record by its primary name, the index stores the key's first
/// ``prefixLength`` bytes with up to one deletion (keys of 4–7 bytes) or two (8 bytes and more). A
/// query generates its own deletions the same way and looks them up; two strings within `k` edits
/// share a string reachable by at most `k` deletions from each side's prefix, so every match is
/// found. Each candidate is then verified with the bounded Damerau–Levenshtein distance over the
/// whole key (see ``EditDistance``). A lookup touches a few dozen hash buckets instead of every name.
///
/// The index is derived data: it is rebuilt from the ``NameIndex`` when a locator is built or loaded.
struct DeletionIndex: Sendable {
  /// How many leading bytes of a key the deletions are taken from.
  static let prefixLength = 7

  private let mask: Int
  private let bucketStarts: [UInt32]
  private let entryKeys: [UInt64]
  private let entryGroups: [UInt32]
  /// The keys of prefix group `g` are `groupKeys[groupStarts[g]..<groupStarts[g + 1]]`.
  private let groupStarts: [UInt32]
  private let groupKeys: [UInt32]

  /// Builds the index over the keys of a name index that name a record by its primary name.
  ///
  /// - Parameter cancellable: When the task is cancelled, stop reading keys (checked every 4,096):
  ///   the index then covers only the keys read so far, and the caller, a build, drops it.
  init(names: NameIndex, cancellable: Bool = false) {
    // Group keys by their prefix: keys that share their first bytes are neighbours in key order.
    var groupPacked: [UInt64] = []
    var groupEdits: [Int] = []
    var starts: [UInt32] = []
    var members: [UInt32] = []
    names.keys.bytes.withUnsafeBufferPointer { bytes in
      for key in 0..<names.keyCount where names.hasPrimary(key) {
        if cancellable, key % 4_096 == 0, Task.isCancelled { break }
        let start = Int(names.keys.offsets[key])
        let length = Int(names.keys.offsets[key + 1]) - start
        let packed = Self.pack(UnsafeBufferPointer(rebasing: bytes[start...]), count: min(length, Self.prefixLength))
        let edits = EditDistance.allowedEdits(forLength: length)
        if groupPacked.last == packed {
          groupEdits[groupEdits.count - 1] = max(groupEdits[groupEdits.count - 1], edits)
        } else {
          groupPacked.append(packed)
          groupEdits.append(edits)
          starts.append(UInt32(members.count))
        }
        members.append(UInt32(key))
      }
    }
    starts.append(UInt32(members.count))
    // Every deletion variant of every group prefix, placed by a counting sort on its bucket.
    var variants: [UInt64] = []
    variants.reserveCapacity(groupPacked.count * 16)
    var variantStarts: [Int] = [0]
    variantStarts.reserveCapacity(groupPacked.count + 1)
    for group in groupPacked.indices {
      Self.deletions(of: groupPacked[group], upTo: groupEdits[group], into: &variants)
      variantStarts.append(variants.count)
    }
    var bucketCount = 16
    while bucketCount < variants.count { bucketCount <<= 1 }
    let mask = bucketCount - 1
    // The loops below run over millions of variants: raw pointers keep a debug build quick too.
    var counts = [UInt32](repeating: 0, count: bucketCount + 1)
    variants.withUnsafeBufferPointer { variants in
      counts.withUnsafeMutableBufferPointer { counts in
        for variant in variants { counts[Self.bucket(variant, mask) + 1] += 1 }
        for i in 0..<bucketCount { counts[i + 1] += counts[i] }
      }
    }
    var fill = counts
    // Every slot is written exactly once below (the counts partition the slots).
    var groupsOut = [UInt32](uninitializedCount: variants.count) { buffer, initialized in
      initialized = variants.count
    }
    let keysOut = [UInt64](uninitializedCount: variants.count) { keys, initialized in
      groupsOut.withUnsafeMutableBufferPointer { groups in
        variants.withUnsafeBufferPointer { variants in
          variantStarts.withUnsafeBufferPointer { variantStarts in
            fill.withUnsafeMutableBufferPointer { fill in
              var index = 0
              for group in 0..<variantStarts.count - 1 {
                while index < variantStarts[group + 1] {
                  let variant = variants[index]
                  let b = Self.bucket(variant, mask)
                  let position = Int(fill[b])
                  fill[b] += 1
                  keys[position] = variant
                  groups[position] = UInt32(group)
                  index += 1
                }
              }
            }
          }
        }
      }
      initialized = variants.count
    }
    self.mask = mask
    self.bucketStarts = counts
    self.entryKeys = keysOut
    self.entryGroups = groupsOut
    self.groupStarts = starts
    self.groupKeys = members
  }

  /// The number of stored deletion variants.
  var entryCount: Int { entryKeys.count }

  /// The number of bytes the index's tables occupy.
  var byteCount: Int {
    bucketStarts.elementBytes + entryKeys.elementBytes + entryGroups.elementBytes + groupStarts.elementBytes
      + groupKeys.elementBytes
  }

  /// Keys within their allowed number of edits of `query`, with the edit count.
  ///
  /// A key of length `n` is allowed ``EditDistance/allowedEdits(forLength:)`` edits.
  func search(_ query: [UInt8], names: NameIndex) -> [(key: Int, edits: Int)] {
    let length = query.count
    let queryEdits = length >= 6 ? 2 : (length >= 3 ? 1 : 0)
    guard queryEdits > 0 else { return [] }
    var variants: [UInt64] = []
    variants.reserveCapacity(32)
    query.withUnsafeBufferPointer { bytes in
      Self.deletions(of: Self.pack(bytes, count: min(length, Self.prefixLength)), upTo: queryEdits, into: &variants)
    }
    // The groups that share a deletion variant with the query, each once and in key order (which
    // keeps the verification's reads of the keys close together).
    var groups: [UInt32] = []
    groups.reserveCapacity(64)
    for variant in variants {
      let b = Self.bucket(variant, mask)
      for entry in Int(bucketStarts[b])..<Int(bucketStarts[b + 1]) where entryKeys[entry] == variant {
        groups.append(entryGroups[entry])
      }
    }
    groups.sort()
    var result: [(Int, Int)] = []
    query.withUnsafeBufferPointer { q in
      var previous: UInt32?
      for group in groups where group != previous {
        previous = group
        for member in Int(groupStarts[Int(group)])..<Int(groupStarts[Int(group) + 1]) {
          let key = Int(groupKeys[member])
          let keyLength = names.keys.length(UInt32(key))
          let allowed = EditDistance.allowedEdits(forLength: keyLength)
          guard allowed > 0, abs(keyLength - length) <= allowed else { continue }
          let distance = names.keys.withBytes(UInt32(key)) { EditDistance.osa(q, $0, bound: allowed) }
          if let distance { result.append((key, distance)) }
        }
      }
    }
    return result
  }

  @inline(__always) private static func bucket(_ key: UInt64, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }

  /// Packs up to 7 bytes and their count into one integer (bytes high, count in the lowest byte).
  @inline(__always) static func pack(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> UInt64 {
    var value: UInt64 = 0
    for i in 0..<count { value |= UInt64(bytes[i]) << (56 - 8 * UInt64(i)) }
    return value | UInt64(count)
  }

  /// Removes the byte at `position` from a packed string.
  @inline(__always) private static func delete(_ packed: UInt64, at position: Int) -> UInt64 {
    let count = Int(packed & 0xFF)
    let body = packed & ~0xFF
    let keepBits = 8 * position
    let high: UInt64 = keepBits == 0 ? 0 : body & (~UInt64(0) << (64 - UInt64(keepBits)))
    let low = keepBits + 8 >= 64 ? 0 : (body << UInt64(keepBits + 8)) >> UInt64(keepBits)
    return high | (low & ~0xFF) | UInt64(count - 1)
  }

  /// Appends the distinct strings reachable by deleting up to `edits` bytes (the string itself included).
  ///
  /// Deleting any byte of a run of equal bytes gives the same string, so only a run's first byte is
  /// deleted at each step; the rare repeats that remain (such as "abab" less "ba" or "ab") are
  /// removed by sorting.
  private static func deletions(of packed: UInt64, upTo edits: Int, into out: inout [UInt64]) {
    let base = out.count
    out.append(packed)
    var frontier = base..<out.count
    for _ in 0..<edits {
      for index in frontier {
        let value = out[index]
        let count = Int(value & 0xFF)
        guard count > 1 else { continue }
        var previous: UInt64 = .max
        for position in 0..<count {
          let byte = (value >> (56 - 8 * UInt64(position))) & 0xFF
          if byte != previous { out.append(delete(value, at: position)) }
          previous = byte
        }
      }
      frontier = frontier.upperBound..<out.count
    }
    guard edits > 1, out.count - base > 2 else { return }
    // An insertion sort of the few dozen variants, then the repeats dropped, on raw pointers: a
    // debug build's generic `sort()` made this the slowest part of the index build there.
    let kept = out.withUnsafeMutableBufferPointer { buffer -> Int in
      guard let p = buffer.baseAddress else { return base }
      var i = base + 1
      while i < buffer.count {
        let value = p[i]
        var j = i
        while j > base, p[j - 1] > value {
          p[j] = p[j - 1]
          j -= 1
        }
        p[j] = value
        i += 1
      }
      var kept = base + 1
      i = base + 1
      while i < buffer.count {
        if p[i] != p[kept - 1] {
          p[kept] = p[i]
          kept += 1
        }
        i += 1
      }
      return kept
    }
    out.removeLast(out.count - kept)
  }
}
