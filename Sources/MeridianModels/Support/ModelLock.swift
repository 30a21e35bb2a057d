import Foundation

/// A value guarded by a pthread-backed `NSLock`.
///
/// Meridian prefers `Synchronization.Mutex`, but on Linux ThreadSanitizer cannot see the
/// synchronisation inside `Mutex` (its futex fast path lives in an uninstrumented library) and
/// reports false races whenever two threads take it. The models' state is touched from the main actor
/// and from whatever thread drops a model or a stream, so the models use this lock instead, and
/// `swift test --sanitize=thread` stays clean for the apps that test them. It owns its lock and its
/// value and never hands out a reference to the value, which is what makes `@unchecked Sendable` honest.
final class ModelLock<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
