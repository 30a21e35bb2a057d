import Synchronization

/// A `Synchronization.Mutex` that ThreadSanitizer can see.
///
/// On Linux, `Mutex` takes its lock in an uninstrumented library whenever it is contended, so
/// ThreadSanitizer misses that synchronisation and reports races between critical sections that
/// the lock does order. This wrapper tells the sanitizer about each hold of the lock
/// (``ThreadSanitizerAnnotations``): nothing when the process is not sanitized, so it behaves and
/// costs as `Mutex` does. Every Meridian type that guards state with a mutex (`Map`, `Graphic`,
/// `GraphicsOverlay`, the event broadcasters, the locator's transports and the test doubles) uses it.
package struct SharedLock<Value: ~Copyable>: ~Copyable, Sendable {
  private let mutex: Mutex<Value>

  /// Creates a lock guarding `initialValue`.
  package init(_ initialValue: consuming sending Value) {
    mutex = Mutex(initialValue)
  }

  /// Runs `body` with exclusive access to the value, as `Mutex.withLock` does.
  @inline(__always)
  package borrowing func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    // The mutex's own address names it to the sanitizer; it is taken without touching the value,
    // whose first access must come after the acquire.
    let address = withUnsafePointer(to: mutex) { UnsafeRawPointer($0) }
    return try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
      ThreadSanitizerAnnotations.acquire(address)
      defer { ThreadSanitizerAnnotations.release(address) }
      return try body(&value)
    }
  }
}
