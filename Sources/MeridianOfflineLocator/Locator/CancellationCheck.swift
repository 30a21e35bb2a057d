import MeridianCore
import MeridianGeocoding

/// A cheap cancellation check for the engine's loops over input.
///
/// `Task.isCancelled` is read once every ``interval`` steps, so a loop pays a counter increment
/// per step; a cancelled task's build or query stops within a few thousand steps of the
/// cancellation (well under a millisecond of work) with ``OfflineLocatorError/cancelled``, which
/// the `async` entry points turn into `CancellationError`.
struct CancellationCheck {
  /// The number of steps between two reads of `Task.isCancelled`.
  static let interval = 2_048

  private var steps = 0

  /// Counts `count` steps and throws when the current task is cancelled at a check.
  ///
  /// - Throws: ``OfflineLocatorError/cancelled``.
  @inline(__always) mutating func step(_ count: Int = 1) throws(OfflineLocatorError) {
    steps &+= count
    guard steps >= Self.interval else { return }
    steps = 0
    if Task.isCancelled { throw .cancelled }
  }

  /// Counts `count` steps without checking (the next ``step(_:)`` checks when they add up).
  @inline(__always) mutating func count(_ count: Int) { steps &+= count }

  /// Throws when the current task is cancelled.
  ///
  /// - Throws: ``OfflineLocatorError/cancelled``.
  static func now() throws(OfflineLocatorError) {
    if Task.isCancelled { throw .cancelled }
  }
}

extension OfflineLocatorError {
  /// The error as the `async` APIs throw it: `CancellationError` for ``cancelled``, else itself.
  var surfaced: any Error { self == .cancelled ? CancellationError() : self }
}

/// Runs synchronous engine work, turning ``OfflineLocatorError/cancelled`` into `CancellationError`.
///
/// - Throws: `CancellationError` when the task was cancelled, or the work's ``OfflineLocatorError``.
func surfacingCancellation<T>(_ work: () throws(OfflineLocatorError) -> T) throws -> T {
  do {
    return try work()
  } catch {
    throw error.surfaced
  }
}

/// Drops a value on a low-priority background task, so that work which throws (a cancelled build)
/// returns before its large, half-built tables are freed.
func releaseInBackground<T: Sendable>(_ value: T) {
  Task.detached(priority: .background) { withExtendedLifetime(value) {} }
}
