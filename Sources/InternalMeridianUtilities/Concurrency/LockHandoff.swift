// Compiled only into ThreadSanitizer builds: `swift test --sanitize=thread -Xswiftc -DMERIDIAN_TSAN`.
#if MERIDIAN_TSAN
import Synchronization

/// The atomics through which ``SharedLock`` hands each hold of a lock to the next, so that
/// ThreadSanitizer sees the order the lock imposes.
///
/// A thread that ends a hold adds one to the slot of its lock with release ordering; the thread that
/// takes the lock next loads the slot with acquire ordering. That load reads the add (or a later add
/// to the same slot, and read-modify-write operations continue a release sequence), so it
/// synchronizes with every earlier hold of that lock. Locks share 64 slots by address, each on its
/// own cache line; sharing a slot only adds ordering, never removes it. None of this is needed for
/// correctness (the mutex orders the holds); it makes the mutex's order visible to the sanitizer,
/// which cannot see inside the uninstrumented Synchronization library. So it exists only in builds
/// made for the sanitizer (`MERIDIAN_TSAN`); a release build carries none of it.
package enum LockHandoff {
  /// The number of slots, a power of two.
  static let slotCount = 64

  /// The slots: `slotCount` atomics, each at the start of its own 64-byte cache line.
  private static let slots = Slots()

  /// The slot of the lock at `address`.
  @inline(__always)
  static func slot(for address: UnsafeRawPointer) -> Int {
    // Locks live in heap objects 16-byte aligned and at least 16 bytes apart: drop those bits, then mix.
    let bits = UInt(bitPattern: address) >> 4
    return Int(truncatingIfNeeded: bits ^ (bits >> 6) ^ (bits >> 12)) & (slotCount - 1)
  }

  /// Orders this hold after the previous release of `slot`.
  @inline(__always)
  static func acquire(_ slot: Int) {
    _ = slots.base[slot &* Slots.stride].load(ordering: .acquiring)
  }

  /// Publishes this hold's changes to the next acquire of `slot`.
  @inline(__always)
  static func release(_ slot: Int) {
    slots.base[slot &* Slots.stride].wrappingAdd(1, ordering: .releasing)
  }

  /// The slots' memory: allocated once for the process and never freed, touched only through atomic
  /// operations, which is what makes sharing it between threads safe.
  private struct Slots: @unchecked Sendable {
    /// The distance between two slots, in `Atomic<UInt64>` values: 64 bytes.
    static let stride = 8

    let base: UnsafeMutablePointer<Atomic<UInt64>>

    init() {
      let count = LockHandoff.slotCount * Self.stride
      base = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: count)
      for index in 0..<count { (base + index).initialize(to: Atomic(0)) }
    }
  }
}
#endif
