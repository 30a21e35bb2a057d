import Synchronization

/// A value guarded by a lock that ThreadSanitizer understands: Meridian's one lock type.
///
/// The lock is the toolchain's `Synchronization.Mutex`, stored inline (one 32-bit word beside the
/// value). A contended `Mutex` is handed over inside the uninstrumented Synchronization library, where
/// ThreadSanitizer cannot see it; so in a build compiled with `-DMERIDIAN_TSAN` (CI's sanitizer run)
/// `withLock` also passes each hold to the next through an instrumented atomic (`LockHandoff`). Other
/// builds compile none of it. docs/testing.md tells the whole story.
///
/// The lock is not recursive: calling `withLock` again from inside `body` deadlocks. A `SharedLock`
/// is `Sendable` exactly when its value is.
package struct SharedLock<Value: ~Copyable>: ~Copyable {
  private let mutex: Mutex<Value>

  /// Creates a lock guarding `initialValue`.
  ///
  /// - Parameter initialValue: The value the lock guards.
  package init(_ initialValue: consuming sending Value) {
    mutex = Mutex(initialValue)
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Parameter body: A closure that reads or changes the value. It must not call `withLock` on
  ///   the same lock.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @inline(__always)
  package borrowing func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    #if MERIDIAN_TSAN
    // The mutex's address picks its hand-over atomic; a `Mutex` never moves while it is borrowed.
    let handoff = withUnsafePointer(to: mutex) { LockHandoff.slot(for: UnsafeRawPointer($0)) }
    return try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
      LockHandoff.acquire(handoff)
      defer { LockHandoff.release(handoff) }
      return try body(&value)
    }
    #else
    return try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
      try body(&value)
    }
    #endif
  }
}

extension SharedLock: Sendable where Value: Sendable & ~Copyable {}
