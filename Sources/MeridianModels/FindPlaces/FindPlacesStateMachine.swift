import Foundation
import MeridianCore
import MeridianGeocoding

/// The find-places flow as a pure state machine: what each category, answer and tap does to the
/// state, and what it asks the model to do (``Effect``), in order.
///
/// The machine holds the state, and no graphic, view or task: the model runs the search an effect
/// names, draws the markers (and lets its overlay cluster them), shows the map view's callout (the
/// view holds it) and zooms. The model's requests hand the machine only the current request's answer
/// (a new category supersedes the search and the tap before it; a tap supersedes the tap before it).
struct FindPlacesStateMachine: Sendable {
  typealias Place = FindPlacesModel.Place

  /// What the model is to do, in the order given: start a search, or do a map effect.
  enum Effect: Sendable, Equatable {
    /// Start searching for the category near the centre of the visible area.
    case search(PlaceCategory)
    /// Do a map effect (the markers, the callout, the camera).
    case map(MapEffect)

    /// Remove every marker.
    static let clearMarkers = Effect.map(.clearMarkers)

    /// Draw a marker for each result (each has a location) in the colour (``FindPlacesModel/markerSymbol(color:)``).
    static func drawMarkers(_ results: [GeocodeResult], color: Color) -> Effect {
      let markers = results.compactMap { result in
        result.displayLocation.map { Marker(location: $0, attributes: result.attributes) }
      }
      return .map(.drawMarkers(markers, symbol: FindPlacesModel.markerSymbol(color: color)))
    }

    /// Show the map view's callout pointing at a map location.
    static func showCallout(title: String, detail: String, at point: Point) -> Effect {
      .map(.showCallout(.location(point), title: title, detail: detail))
    }

    /// Hide the map view's callout.
    static let dismissCallout = Effect.map(.dismissCallout)

    /// Centre the map on a point at a scale: a cluster's centre at the scale where it splits.
    static func zoom(center: Point, scale: Double) -> Effect { .map(.zoom(.centerAtScale(center, scale: scale))) }
  }

  /// What a tap identified on the places overlay.
  enum TapTarget: Sendable, Equatable {
    /// A place's marker, with its `PlaceName` and `Place_addr` when it has them.
    case marker(name: String?, address: String?)
    /// A cluster of markers: how many it holds, the names of its first places (the first page of
    /// `containedGeoElements(limit:offset:)`), its centre and the scale at which it splits.
    case cluster(count: Int, firstNames: [String], center: Point, expansionScale: Double)
  }

  /// What a person sees.
  private(set) var state = FindPlacesModel.State()

  // MARK: - Searching

  /// A person picked a category: the old markers and the callout go, and the search starts.
  mutating func selectCategory(_ category: PlaceCategory) -> [Effect] {
    state = FindPlacesModel.State(category: category, isSearching: true)
    return [.clearMarkers, .dismissCallout, .search(category)]
  }

  /// The search answered: each result with a location becomes a place and a marker in the
  /// category's colour (results without one are left out).
  mutating func found(_ results: [GeocodeResult]) -> [Effect] {
    state.isSearching = false
    let located = results.filter { $0.displayLocation != nil }
    state.places = located.compactMap { result in
      result.displayLocation.map { location in
        Place(
          name: result.attributes["PlaceName"] as? String ?? result.label,
          address: result.attributes["Place_addr"] as? String, location: location)
      }
    }
    guard let category = state.category, !located.isEmpty else { return [] }
    return [.drawMarkers(located, color: category.color)]
  }

  /// The markers could not be added to the overlay: no place shows, and the error's message does.
  mutating func markersFailed(message: String) -> [Effect] {
    state.places = []
    state.message = message
    return []
  }

  /// The search failed: its message shows.
  mutating func searchFailed(message: String) -> [Effect] {
    state.isSearching = false
    state.message = message
    return []
  }

  /// The search was cancelled: it stops, with no message.
  mutating func searchCancelled() -> [Effect] {
    state.isSearching = false
    return []
  }

  // MARK: - Tapping

  /// A tap was identified.
  ///
  /// On a marker, the callout shows `name` over `address` at the tapped location ("Unknown" and
  /// "no address provided" for missing values). On a cluster, the callout at the tapped location
  /// says how many places it holds and names the first ones, and the map zooms in on the cluster to
  /// the scale at which it splits (when that scale is a number). On nothing, the callout goes.
  ///
  /// - Parameters:
  ///   - target: What the tap hit, or `nil` for nothing.
  ///   - mapPoint: The map location under the tap, where the callout points.
  mutating func tapped(_ target: TapTarget?, at mapPoint: Point) -> [Effect] {
    switch target {
    case nil:
      return [.dismissCallout]
    case .marker(let name, let address):
      return [
        .showCallout(title: name ?? "Unknown", detail: address ?? "no address provided", at: mapPoint)
      ]
    case .cluster(let count, let firstNames, let center, let expansionScale):
      let callout = Effect.showCallout(
        title: Self.clusterTitle(count: count), detail: Self.clusterDetail(count: count, firstNames: firstNames),
        at: mapPoint)
      guard expansionScale.isFinite, expansionScale > 0 else { return [callout] }
      return [callout, .zoom(center: center, scale: expansionScale)]
    }
  }

  /// A tap could not be identified (a NaN point, say): the callout goes and the error shows.
  mutating func tapFailed(message: String) -> [Effect] {
    state.message = message
    return [.dismissCallout]
  }

  // MARK: - Cluster callouts

  /// A cluster's callout title: "12 places".
  static func clusterTitle(count: Int) -> String {
    count == 1 ? "1 place" : "\(count) places"
  }

  /// A cluster's callout detail: its first names, then how many more it holds:
  /// "Café Aalto, Fazer Café, Picnic and 9 more".
  static func clusterDetail(count: Int, firstNames: [String]) -> String {
    let listed = firstNames.joined(separator: ", ")
    let more = count - firstNames.count
    guard more > 0 else { return listed }
    return listed.isEmpty ? "\(more) more" : "\(listed) and \(more) more"
  }
}
