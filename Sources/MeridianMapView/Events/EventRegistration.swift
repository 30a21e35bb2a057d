import InternalMeridianUtilities

extension MapView {
  /// One handler's registration with a map view: cancel it to remove the handler.
  ///
  /// Every `on…` method of ``MapView`` returns one. The handler is called until ``cancel()`` is called
  /// or the view goes away; dropping the registration does not remove it. `cancel()` may be called from
  /// any thread, any number of times; once it returns, the view calls the handler no more.
  ///
  /// ```swift
  /// let registration = mapView.onSingleTapGesture { screenPoint, mapPoint in print(mapPoint) }
  /// registration.cancel()  // when the screen closes
  /// ```
  public final class EventRegistration: Sendable, Hashable {
    private let cancelled = SharedLock(false)

    init() {}

    /// Removes the handler from the view. Calling it again does nothing.
    public func cancel() { cancelled.withLock { $0 = true } }

    /// A Boolean value indicating whether ``cancel()`` was called.
    public var isCancelled: Bool { cancelled.withLock { $0 } }

    /// Compares registrations by identity.
    public static func == (lhs: EventRegistration, rhs: EventRegistration) -> Bool { lhs === rhs }

    /// Hashes the registration's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
}
