import Foundation

/// A value guarded by an `NSLock`, for test scaffolding.
///
/// On Linux, ThreadSanitizer does not see the synchronisation inside `Synchronization.Mutex` (its
/// futex fast path lives in an uninstrumented library) and reports false races between two
/// `withLock` calls on different threads. `NSLock` is a pthread mutex, which ThreadSanitizer
/// understands, so the test doubles use this instead and the suites run clean under
/// `--sanitize=thread`.
final class TestLock<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
