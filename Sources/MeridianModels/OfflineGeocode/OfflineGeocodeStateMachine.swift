import Foundation
import MeridianCore
import MeridianGeocoding

/// The offline geocode flow as a pure state machine: what each intent and each answer does to the
/// state, and what it asks the model to do (``Effect``), in order.
///
/// The machine holds the state, and no graphic, view or task. The model owns one marker graphic and
/// moves it as ``Effect/moveMarker(to:describing:)`` says; it shows the map view's callout on that
/// marker when ``Effect/showCallout(_:)`` says (the view holds the callout). Which answer may
/// arrive is not the machine's concern: the model's requests hand it only the current request's
/// answer (a newer geocode, long press or drag supersedes the request before it).
struct OfflineGeocodeStateMachine: Sendable {
  /// What the model is to do, in the order given: start a request, or do a map effect.
  enum Effect: Sendable, Equatable {
    /// Start geocoding the text.
    case geocode(String)
    /// Start reverse geocoding the point.
    case reverseGeocode(Point)
    /// Do a map effect (the marker, the callout, the camera).
    case map(MapEffect)

    /// Move the marker to a point carrying a result's attributes (none for `nil`), or hide it.
    static func moveMarker(to point: Point?, describing result: GeocodeResult?) -> Effect {
      .map(.moveMarker(point.map { Marker(location: $0, attributes: result?.attributes ?? [:]) }))
    }

    /// Show the map view's callout on the marker, titled with its address.
    static func showCallout(_ address: String) -> Effect { .map(.showCallout(.marker, title: address)) }

    /// Hide the map view's callout.
    static let dismissCallout = Effect.map(.dismissCallout)

    /// Move the map to where a geocode found the address.
    static func zoom(_ target: SearchModel.ZoomTarget) -> Effect { .map(.zoom(target)) }
  }

  /// What a person sees.
  private(set) var state = OfflineGeocodeModel.State()
  /// The marker's address, once its geocode or reverse geocode has named it.
  private var address: String?

  // MARK: - Geocoding text

  /// A person chose or typed an address: the marker and the callout go, and the geocode starts.
  /// Blank text does nothing.
  mutating func geocode(_ text: String) -> [Effect] {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return [] }
    self = Self(state: OfflineGeocodeModel.State(searchText: trimmed, isBusy: true))
    return [.moveMarker(to: nil, describing: nil), .dismissCallout, .geocode(trimmed)]
  }

  /// The geocode answered: the best result with a location is marked (its address is its
  /// `Match_addr`, else its label) and the map moves to it; none says "No results found".
  mutating func geocoded(_ results: [GeocodeResult]) -> [Effect] {
    state.isBusy = false
    guard let best = results.first, let location = best.displayLocation else {
      state.message = OfflineGeocodeModel.noResults
      return []
    }
    state.marker = location
    address = (best.attributes["Match_addr"] as? String) ?? best.label
    let zoom = SearchModel.ZoomTarget.forResult(extent: best.extent, location: location)
    return [.moveMarker(to: location, describing: best)] + (zoom.map { [.zoom($0)] } ?? [])
  }

  /// The geocode failed: its message shows.
  mutating func geocodeFailed(message: String) -> [Effect] {
    state.isBusy = false
    state.message = message
    return []
  }

  // MARK: - Long press and drag

  /// A long press began or moved: the marker moves under the finger (with no address yet), the
  /// callout goes, the search field empties, and the reverse geocode starts.
  mutating func reverseGeocode(at point: Point) -> [Effect] {
    self = Self(state: OfflineGeocodeModel.State(isBusy: true, marker: point))
    return [.dismissCallout, .moveMarker(to: point, describing: nil), .reverseGeocode(point)]
  }

  /// The reverse geocode answered: the first result names the marker, and the callout shows its
  /// "street, city, region" on it; none removes the marker.
  mutating func reverseGeocoded(_ results: [GeocodeResult]) -> [Effect] {
    guard let result = results.first, let point = state.marker else { return dropMarker() }
    state.isBusy = false
    let text = OfflineGeocodeModel.calloutText(for: result)
    address = text
    return [.moveMarker(to: point, describing: result), .showCallout(text)]
  }

  /// The reverse geocode failed: the marker goes, with no message (the finger is still looking).
  mutating func reverseGeocodeFailed() -> [Effect] {
    dropMarker()
  }

  // MARK: - Either request

  /// The running geocode or reverse geocode was cancelled: the busy state ends, nothing else changes.
  mutating func cancelled() -> [Effect] {
    state.isBusy = false
    return []
  }

  // MARK: - Tapping

  /// A tap was identified: on the marker, once it has an address, the callout shows it; anywhere
  /// else the callout goes.
  ///
  /// - Parameter onMarker: Whether the top graphic under the tap is the marker.
  mutating func tapped(onMarker: Bool) -> [Effect] {
    guard onMarker, state.marker != nil, let address else { return [.dismissCallout] }
    return [.showCallout(address)]
  }

  /// A tap could not be identified (a NaN point, say): the callout goes and the error shows.
  mutating func tapFailed(message: String) -> [Effect] {
    state.message = message
    return [.dismissCallout]
  }

  // MARK: - Helpers

  private mutating func dropMarker() -> [Effect] {
    state.isBusy = false
    state.marker = nil
    address = nil
    return [.moveMarker(to: nil, describing: nil), .dismissCallout]
  }
}
