extension MapView {
  /// Which gestures a map view honours, and whether a long press shows a magnifier.
  ///
  /// A front forwards every gesture; the view ignores those its options turn off. The options govern
  /// gestures only: ``setViewpoint(_:duration:)`` and the other navigation methods always work.
  ///
  /// ```swift
  /// mapView.interactionOptions.isMagnifierEnabled = true
  /// mapView.interactionOptions.isRotateEnabled = false
  /// ```
  public struct InteractionOptions: Sendable, Hashable {
    /// A Boolean value indicating whether the view honours gestures at all: taps, long presses, pans,
    /// pinches, double taps and rotations. The default is `true`; `false` ignores every gesture.
    public var isEnabled: Bool
    /// A Boolean value indicating whether a drag pans the map (``pan(by:)``). The default is `true`.
    public var isPanEnabled: Bool
    /// A Boolean value indicating whether pinches and double taps zoom (``pinch(scale:around:)``,
    /// ``doubleTap(at:)``). The default is `true`.
    public var isZoomEnabled: Bool
    /// A Boolean value indicating whether a rotation gesture rotates the map (``rotate(by:around:)``).
    /// The default is `true`.
    public var isRotateEnabled: Bool
    /// A Boolean value indicating whether a long press shows the ``magnifier`` while the finger is
    /// down. The default is `false`: a view shows no magnifier an app did not ask for.
    public var isMagnifierEnabled: Bool

    /// Creates interaction options; by default every gesture is honoured and the magnifier is off.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the view honours gestures at all.
    ///   - isPanEnabled: Whether a drag pans.
    ///   - isZoomEnabled: Whether pinches and double taps zoom.
    ///   - isRotateEnabled: Whether a rotation gesture rotates.
    ///   - isMagnifierEnabled: Whether a long press shows the magnifier.
    public init(
      isEnabled: Bool = true, isPanEnabled: Bool = true, isZoomEnabled: Bool = true, isRotateEnabled: Bool = true,
      isMagnifierEnabled: Bool = false
    ) {
      self.isEnabled = isEnabled
      self.isPanEnabled = isPanEnabled
      self.isZoomEnabled = isZoomEnabled
      self.isRotateEnabled = isRotateEnabled
      self.isMagnifierEnabled = isMagnifierEnabled
    }
  }
}
