public import Foundation
public import MeridianCore

extension MapView {
  /// A single tap on the view: where on the screen and where on the map, and the view as it was.
  ///
  /// Two tap events are equal when their points are; the ``snapshot`` does not take part.
  public struct TapEvent: Sendable, Hashable {
    /// The tapped screen point, in points from the top-left corner, y down.
    public var screenPoint: CGPoint
    /// The map location under it, in the map's spatial reference.
    public var mapPoint: Point
    /// The view at the tap: identify on it answers for what was under the finger, even when the view
    /// moved since. `nil` for an event made with ``init(screenPoint:mapPoint:)``.
    public var snapshot: MapViewSnapshot?

    /// Creates a tap event.
    ///
    /// - Parameters:
    ///   - screenPoint: The tapped screen point, in points from the top-left corner, y down.
    ///   - mapPoint: The map location under it.
    public init(screenPoint: CGPoint, mapPoint: Point) {
      self.screenPoint = screenPoint
      self.mapPoint = mapPoint
    }

    /// Creates the event of a tap on a view, with the view's snapshot.
    init(screenPoint: CGPoint, mapPoint: Point, snapshot: MapViewSnapshot) {
      self.init(screenPoint: screenPoint, mapPoint: mapPoint)
      self.snapshot = snapshot
    }

    /// Returns a Boolean value indicating whether two taps have the same screen and map points.
    public static func == (a: TapEvent, b: TapEvent) -> Bool {
      a.screenPoint == b.screenPoint && a.mapPoint == b.mapPoint
    }

    /// Hashes the screen and map points.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(screenPoint)
      hasher.combine(mapPoint)
    }
  }

  /// One step of a long press and drag: it begins, moves any number of times, then ends.
  public struct LongPressEvent: Sendable, Hashable {
    /// The steps of a long press and drag.
    public enum Phase: Sendable, Hashable {
      /// The finger has rested long enough: the press began.
      case began
      /// The pressed finger moved.
      case moved
      /// The finger lifted.
      case ended
    }

    /// Which step this is.
    public var phase: Phase
    /// The finger's screen point, in points from the top-left corner, y down.
    public var screenPoint: CGPoint
    /// The map location under it, in the map's spatial reference.
    public var mapPoint: Point

    /// Creates a long-press event.
    ///
    /// - Parameters:
    ///   - phase: Which step of the press this is.
    ///   - screenPoint: The finger's screen point, in points from the top-left corner, y down.
    ///   - mapPoint: The map location under it.
    public init(phase: Phase, screenPoint: CGPoint, mapPoint: Point) {
      self.phase = phase
      self.screenPoint = screenPoint
      self.mapPoint = mapPoint
    }
  }
}
