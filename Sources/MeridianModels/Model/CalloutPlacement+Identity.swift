public import MeridianCore
public import MeridianMapView

/// A callout as a model's state shows it: what the map view's callout says and where it points.
///
/// The map view's callout is the one place a callout lives: `mapView.callout` says where,
/// `calloutTitle` and `calloutDetail` what. A model writes it there, then reads it back with
/// ``init(shownBy:)`` into its state, so the state mirrors the view and never says something else.
/// Nothing is written onto a graphic's attributes for the callout's sake.
public struct Callout: Sendable, Equatable, CustomStringConvertible {
  /// The title, as `calloutTitle`.
  public var title: String?
  /// The detail line, as `calloutDetail`.
  public var detail: String?
  /// The map location the callout points at, before any screen offset: the placement's location, or
  /// the graphic's point (for a line or polygon, the tap location, else its extent's centre).
  public var location: Point

  /// Creates a callout.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - detail: The detail line, if any.
  ///   - location: Where it points.
  public init(title: String?, detail: String? = nil, location: Point) {
    self.title = title
    self.detail = detail
    self.location = location
  }

  /// Reads the callout a map view shows now.
  ///
  /// - Parameter mapView: The view.
  /// - Returns: `nil` when the view shows no callout, or its graphic has no geometry.
  @MainActor
  public init?(shownBy mapView: MapView) {
    guard let placement = mapView.callout else { return nil }
    let location: Point
    switch placement {
    case .location(let point, _):
      location = point
    case .geoElement(let graphic, let tapLocation, _):
      guard let geometry = graphic.geometry, !geometry.isEmpty else { return nil }
      location = geometry as? Point ?? tapLocation ?? geometry.extent.center
    }
    self.init(title: mapView.calloutTitle, detail: mapView.calloutDetail, location: location)
  }

  /// The title and the detail, one a line, leaving out the absent or empty ones.
  public var text: String {
    [title, detail].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// The callout in one line: its lines joined with " / ", and where it points.
  public var description: String {
    "Callout(\(text.replacingOccurrences(of: "\n", with: " / ")) at \(location))"
  }
}

extension CalloutPlacement {
  /// A Boolean value indicating whether two placements point at the same thing: the same location
  /// and offset, or the same graphic (by identity) with the same tap location and offset.
  func isSamePlacement(as other: CalloutPlacement) -> Bool {
    switch (self, other) {
    case (.location(let point, let offset), .location(let otherPoint, let otherOffset)):
      return point == otherPoint && offset == otherOffset
    case (.geoElement(let graphic, let tap, let offset), .geoElement(let otherGraphic, let otherTap, let otherOffset)):
      return graphic === otherGraphic && tap == otherTap && offset == otherOffset
    default:
      return false
    }
  }
}
