import Foundation
import MeridianCore
import MeridianGeocoding

/// The offline geocode flow as a pure state machine: what each intent and each answer does to the
/// state, and what it asks the model to do (``Effect``), in order.
///
/// The machine holds no graphic, view or task. The model owns one marker graphic and moves it as
/// ``Effect/moveMarker(to:describing:)`` says; it shows the map view's callout on that marker when
/// ``Effect/showCallout(_:)`` says, and mirrors the view's callout into its state. Which answer may
/// arrive is not the machine's concern: the model's requests hand it only the current request's
/// answer (a newer geocode, long press or drag supersedes the request before it).
struct OfflineGeocodeStateMachine: Sendable {
  /// What the model is to do, in the order given.
  enum Effect: Sendable, Equatable {
    /// Start geocoding the text.
    case geocode(String)
    /// Start reverse geocoding the point.
    case reverseGeocode(Point)
    /// Move the marker to a point carrying a result's attributes (none for `nil`), or hide it.
    case moveMarker(to: Point?, describing: GeocodeResult?)
    /// Show the map view's callout on the marker, titled with its address.
    case showCallout(String)
    /// Hide the map view's callout.
    case dismissCallout
    /// Move the map to where a geocode found the address.
    case zoom(SearchModel.ZoomTarget)
  }

  /// The text in the search field (emptied when a long press starts).
  private(set) var searchText = ""
  /// A Boolean value indicating whether a geocode or reverse geocode is running.
  private(set) var isBusy = false
  /// Where the marker is, if shown.
  private(set) var marker: Point?
  /// The marker's address, once its geocode or reverse geocode has named it.
  private(set) var address: String?
  /// A message for the person: no results, or why a geocode or an identify failed.
  private(set) var message: String?

  /// The state a person sees, with the callout as the map view shows it.
  ///
  /// - Parameter callout: The map view's callout, read back from the view.
  func state(callout: Callout?) -> OfflineGeocodeModel.State {
    OfflineGeocodeModel.State(
      searchText: searchText, isBusy: isBusy, marker: marker, callout: callout, message: message)
  }

  // MARK: - Geocoding text

  /// A person chose or typed an address: the marker and the callout go, and the geocode starts.
  /// Blank text does nothing.
  mutating func geocode(_ text: String) -> [Effect] {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return [] }
    self = Self(searchText: trimmed, isBusy: true)
    return [.moveMarker(to: nil, describing: nil), .dismissCallout, .geocode(trimmed)]
  }

  /// The geocode answered: the best result with a location is marked (its address is its
  /// `Match_addr`, else its label) and the map moves to it; none says "No results found".
  mutating func geocoded(_ results: [GeocodeResult]) -> [Effect] {
    isBusy = false
    guard let best = results.first, let location = best.displayLocation else {
      message = OfflineGeocodeModel.noResults
      return []
    }
    marker = location
    address = (best.attributes["Match_addr"] as? String) ?? best.label
    let zoom = SearchModel.ZoomTarget.forResult(extent: best.extent, location: location)
    return [.moveMarker(to: location, describing: best)] + (zoom.map { [.zoom($0)] } ?? [])
  }

  /// The geocode failed: its message shows.
  mutating func geocodeFailed(message: String) -> [Effect] {
    isBusy = false
    self.message = message
    return []
  }

  // MARK: - Long press and drag

  /// A long press began or moved: the marker moves under the finger (with no address yet), the
  /// callout goes, the search field empties, and the reverse geocode starts.
  mutating func reverseGeocode(at point: Point) -> [Effect] {
    self = Self(isBusy: true, marker: point)
    return [.dismissCallout, .moveMarker(to: point, describing: nil), .reverseGeocode(point)]
  }

  /// The reverse geocode answered: the first result names the marker, and the callout shows its
  /// "street, city, region" on it; none removes the marker.
  mutating func reverseGeocoded(_ results: [GeocodeResult]) -> [Effect] {
    guard let result = results.first, let point = marker else { return dropMarker() }
    isBusy = false
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
    isBusy = false
    return []
  }

  // MARK: - Tapping

  /// A tap was identified: on the marker, once it has an address, the callout shows it; anywhere
  /// else the callout goes.
  ///
  /// - Parameter onMarker: Whether the top graphic under the tap is the marker.
  mutating func tapped(onMarker: Bool) -> [Effect] {
    guard onMarker, marker != nil, let address else { return [.dismissCallout] }
    return [.showCallout(address)]
  }

  /// A tap could not be identified (a NaN point, say): the callout goes and the error shows.
  mutating func tapFailed(message: String) -> [Effect] {
    self.message = message
    return [.dismissCallout]
  }

  // MARK: - Helpers

  private mutating func dropMarker() -> [Effect] {
    isBusy = false
    marker = nil
    address = nil
    return [.moveMarker(to: nil, describing: nil), .dismissCallout]
  }
}
