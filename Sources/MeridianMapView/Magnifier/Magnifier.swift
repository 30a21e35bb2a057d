public import Foundation
public import MeridianCore

extension MapView {
  /// The magnifier a front draws while a long press goes on: a round loupe above the finger showing
  /// the map under the finger enlarged.
  ///
  /// The view shows it (``MapView/magnifier`` is non-`nil`) from ``longPressBegan(at:)`` to
  /// ``longPressEnded(at:)`` when ``InteractionOptions/isMagnifierEnabled`` is on, and moves it with
  /// every ``longPressMoved(at:)``. While it shows, the callout is lifted above the loupe by
  /// ``calloutOffset``, so it points at the magnified marker rather than under the finger.
  ///
  /// Worked example: a finger at (200, 400) gives a loupe 120 points across centred at (200, 310)
  /// (90 points up: its lower edge 30 points above the finger), showing the map at half the view's
  /// scale denominator (2× zoom), and a callout anchor 150 points higher than without the magnifier
  /// (at the loupe's top edge, y = 250).
  public struct Magnifier: Sendable, Hashable {
    /// The loupe's diameter in points: 120.
    public static let diameter = 120.0
    /// How far above the finger the loupe's centre is, in points: 90.
    public static let lift = 90.0
    /// How much the loupe enlarges the map: 2.
    public static let zoomFactor = 2.0

    /// The finger's screen point: the point the loupe magnifies (origin top-left, y down).
    public var screenPoint: CGPoint
    /// The map location under the finger, in the map's spatial reference.
    public var location: Point
    /// Where the loupe's centre is drawn on screen: ``lift`` points above the finger.
    public var center: CGPoint
    /// The scale denominator the loupe shows: the view's scale divided by ``zoomFactor``.
    public var scale: Double

    /// The offset the view adds to the callout anchor while the magnifier shows, in screen points
    /// (y down): up by ``lift`` plus half the ``diameter`` (150 points), to the loupe's top edge.
    public static let calloutOffset = CGPoint(x: 0, y: -(lift + diameter / 2))

    /// Creates the magnifier for a finger on the view.
    ///
    /// - Parameters:
    ///   - screenPoint: The finger's screen point.
    ///   - location: The map location under it.
    ///   - viewScale: The view's scale denominator.
    public init(screenPoint: CGPoint, location: Point, viewScale: Double) {
      self.screenPoint = screenPoint
      self.location = location
      self.center = CGPoint(x: screenPoint.x, y: screenPoint.y - Magnifier.lift)
      self.scale = viewScale / Magnifier.zoomFactor
    }
  }
}
