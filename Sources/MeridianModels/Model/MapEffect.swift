import MeridianCore
import MeridianGraphics

/// What a state machine asks of its model's map: markers, the callout and the camera.
///
/// Every model's machine says these in the same words, and ``MapScene/perform(_:)`` does them, in
/// one place; a machine's own effects (the requests it starts) stay in its own `Effect` enum.
enum MapEffect: Sendable, Equatable {
  /// Remove every marker from the model's overlay.
  case clearMarkers
  /// Add a marker graphic for each marker, drawn with the symbol.
  case drawMarkers([Marker], symbol: SimpleMarkerSymbol)
  /// Move the model's one marker (and its label, when it has one) to a marker, or hide them (`nil`).
  case moveMarker(Marker?, label: String? = nil)
  /// Show the map view's callout, where the target says, with a title and a detail line.
  case showCallout(CalloutTarget, title: String?, detail: String? = nil)
  /// Hide the map view's callout, if the model placed it.
  case dismissCallout
  /// Move the camera.
  case zoom(SearchModel.ZoomTarget)
}

/// A marker a model draws: where it stands and the attributes its graphic carries.
struct Marker: Sendable, Equatable {
  /// Where the marker stands.
  var location: Point
  /// The attributes the graphic carries (a locator's, as it gave them).
  var attributes: [String: any Sendable] = [:]

  /// Two markers are equal when they stand at the same location with attributes that print the same.
  static func == (lhs: Marker, rhs: Marker) -> Bool {
    lhs.location == rhs.location && printed(lhs.attributes) == printed(rhs.attributes)
  }

  private static func printed(_ attributes: [String: any Sendable]) -> [String: String] {
    attributes.mapValues { String(describing: $0) }
  }
}

/// Where a model's callout points.
enum CalloutTarget: Sendable, Equatable {
  /// At a map location.
  case location(Point)
  /// On the model's one marker graphic.
  case marker
  /// On the graphic a tap identified.
  case tappedGraphic
}
