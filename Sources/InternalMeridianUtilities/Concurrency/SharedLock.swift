#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WinSDK)
import WinSDK
#else
#error("SharedLock has no platform lock for this platform")
#endif

/// A value guarded by the platform's own lock: Meridian's one lock type.
///
/// The lock is `os_unfair_lock` on Apple platforms, a `pthread_mutex_t` on Linux (Glibc and Musl) and
/// Android, and an `SRWLOCK` on Windows. ThreadSanitizer intercepts the first two, so it sees every
/// hold of the lock without annotations (unlike `Synchronization.Mutex`, whose contended path on
/// Linux is a futex the sanitizer cannot see).
///
/// The value and the platform lock live together in one heap allocation that never moves, so a
/// copy of a `SharedLock` is another handle on the same lock and value, as a class reference is.
/// The lock is not recursive: calling `withLock` again from inside `body` deadlocks.
///
/// A `SharedLock` is `Sendable` exactly when its value is.
package struct SharedLock<Value> {
  private let storage: SharedLockStorage<Value>

  /// Creates a lock guarding `initialValue`.
  ///
  /// - Parameter initialValue: The value the lock guards.
  package init(_ initialValue: Value) {
    let buffer = SharedLockStorage<Value>.create(minimumCapacity: 1) { _ in initialValue }
    // `create` returns the subclass it was called on; the downcast only restores the static type.
    storage = unsafeDowncast(buffer, to: SharedLockStorage<Value>.self)
    storage.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Parameter body: A closure that reads or changes the value. It must not call `withLock` on
  ///   the same lock.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @inline(__always)
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let (value, lock) = storage.withUnsafeMutablePointers { ($0, $1) }
    PlatformLock.lock(lock)
    defer { PlatformLock.unlock(lock) }
    return try body(&value.pointee)
  }
}

extension SharedLock: @unchecked Sendable where Value: Sendable {}

/// The heap allocation of a ``SharedLock``: its value as the header, the platform lock as the one element.
///
/// Both pointers stay valid while the storage lives, which `SharedLock` guarantees by holding it.
/// `ManagedBuffer` destroys the header itself; the element, raw memory to it, is destroyed here.
final class SharedLockStorage<Value>: ManagedBuffer<Value, PlatformLock.Primitive> {
  deinit {
    withUnsafeMutablePointerToElements { PlatformLock.destroy($0) }
  }
}
