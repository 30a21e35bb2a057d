import InternalMeridianUtilities

extension MapView {
  /// One handler's registration with a map view: cancel it to remove the handler.
  ///
  /// Every `on…` method of ``MapView`` adds a handler and returns its registration. The handler is
  /// called until ``cancel()`` is called or the view goes away; dropping the registration does not
  /// remove it, so tutorial code that ignores the result keeps working. A model or a screen that
  /// lives shorter than its view keeps the registration and cancels it when it goes away.
  ///
  /// ```swift
  /// let registration = mapView.onSingleTapGesture { screenPoint, mapPoint in print(mapPoint) }
  /// // ... later, when the screen closes:
  /// registration.cancel()
  /// ```
  ///
  /// `cancel()` may be called from any thread, any number of times; once it returns, the view calls
  /// the handler no more.
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
