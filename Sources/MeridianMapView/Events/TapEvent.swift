public import Foundation
public import MeridianCore

extension MapView {
  /// A single tap on the view: where on the screen and where on the map.
  public struct TapEvent: Sendable, Hashable {
    /// The tapped screen point, in points from the top-left corner, y down.
    public var screenPoint: CGPoint
    /// The map location under it, in the map's spatial reference.
    public var mapPoint: Point

    /// Creates a tap event.
    ///
    /// - Parameters:
    ///   - screenPoint: The tapped screen point, in points from the top-left corner, y down.
    ///   - mapPoint: The map location under it.
    public init(screenPoint: CGPoint, mapPoint: Point) {
      self.screenPoint = screenPoint
      self.mapPoint = mapPoint
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
