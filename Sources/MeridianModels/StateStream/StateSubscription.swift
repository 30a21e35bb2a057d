import InternalMeridianUtilities

/// A registration with a ``StateStream``; cancelling it (or dropping it) stops the observer.
public final class StateSubscription: Sendable {
  private let onCancel: SharedLock<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = SharedLock(onCancel)
  }

  deinit {
    cancel()
  }

  /// A Boolean value indicating whether the subscription has been cancelled.
  public var isCancelled: Bool { onCancel.withLock { $0 == nil } }

  /// Stops the observer. Calling it again does nothing.
  public func cancel() {
    let handler = onCancel.withLock { handler in
      defer { handler = nil }
      return handler
    }
    handler?()
  }
}
