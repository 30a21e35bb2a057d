import MeridianCore
import MeridianGeocoding
import Testing

@testable import MeridianModels

/// The find-places flow as a pure state machine, synchronously: each step's effects and state,
/// worked by hand from the tutorial's rules (a category clears and searches; each located result is
/// a marker in the category's colour; a tap on a marker names it, on a cluster counts and names its
/// first places and zooms to where it splits, on nothing hides the callout).
@Suite("FindPlacesStateMachine")
struct FindPlacesStateMachineTests {
  typealias State = FindPlacesModel.State
  typealias Place = FindPlacesModel.Place
  typealias Machine = FindPlacesStateMachine

  static let aalto = GeocodeResult(
    label: "Café Aalto", displayLocation: Helsinki.aleksanterinkatu9, score: 100,
    attributes: ["PlaceName": "Café Aalto", "Place_addr": "Aleksanterinkatu 9, 00100 Helsinki"])
  /// A result the locator gave no location: no place, no marker.
  static let nowhere = GeocodeResult(label: "Nowhere café", displayLocation: nil, attributes: ["PlaceName": "Nowhere"])
  /// A result with no `PlaceName` and no `Place_addr`: named by its label, no address.
  static let unnamed = GeocodeResult(label: "Kaivokatu 8", displayLocation: Helsinki.kaivokatu8)

  @Test("A category clears the markers and the callout and searches; the answer places the located results")
  func search() {
    var machine = Machine()
    #expect(machine.selectCategory(.coffeeShop) == [.clearMarkers, .dismissCallout, .search(.coffeeShop)])
    #expect(machine.state == State(category: .coffeeShop, isSearching: true))
    #expect(
      machine.found([Self.aalto, Self.nowhere, Self.unnamed])
        == [.drawMarkers([Self.aalto, Self.unnamed], color: .brown)])
    #expect(
      machine.state
        == State(
          category: .coffeeShop,
          places: [
            Place(
              name: "Café Aalto", address: "Aleksanterinkatu 9, 00100 Helsinki", location: Helsinki.aleksanterinkatu9),
            Place(name: "Kaivokatu 8", address: nil, location: Helsinki.kaivokatu8),
          ]))
  }

  @Test("A new category forgets the old places and message; no located result draws nothing")
  func newCategory() {
    var machine = Machine()
    _ = machine.selectCategory(.coffeeShop)
    _ = machine.found([Self.aalto])
    _ = machine.tapFailed(message: "bad tap")
    #expect(machine.selectCategory(.hotel) == [.clearMarkers, .dismissCallout, .search(.hotel)])
    #expect(machine.state == State(category: .hotel, isSearching: true))
    #expect(machine.found([Self.nowhere]) == [])
    #expect(machine.state == State(category: .hotel))
  }

  @Test("A failed search shows its message; a cancelled one stops quietly; markers that fail leave no place")
  func failures() {
    var machine = Machine()
    _ = machine.selectCategory(.food)
    #expect(machine.searchFailed(message: "Invalid category") == [])
    #expect(machine.state == State(category: .food, message: "Invalid category"))
    _ = machine.selectCategory(.food)
    #expect(machine.searchCancelled() == [])
    #expect(machine.state == State(category: .food))
    _ = machine.selectCategory(.food)
    _ = machine.found([Self.aalto])
    #expect(machine.markersFailed(message: "too many graphics") == [])
    #expect(machine.state == State(category: .food, message: "too many graphics"))
  }

  @Test("A tap on a marker shows its name and address at the tap, with the tutorial's fallbacks")
  func tapMarker() {
    var machine = Machine()
    let tap = Point(x: 24.95, y: 60.17, spatialReference: .wgs84)
    #expect(
      machine.tapped(.marker(name: "Café Aalto", address: "Aleksanterinkatu 9"), at: tap)
        == [.showCallout(title: "Café Aalto", detail: "Aleksanterinkatu 9", at: tap)])
    #expect(
      machine.tapped(.marker(name: nil, address: nil), at: tap)
        == [.showCallout(title: "Unknown", detail: "no address provided", at: tap)])
    #expect(machine.tapped(nil, at: tap) == [.dismissCallout])
    #expect(machine.tapFailed(message: "NaN") == [.dismissCallout])
    #expect(machine.state == State(message: "NaN"))
  }

  @Test("A tap on a cluster counts its places, names the first ones, and zooms to where it splits")
  func tapCluster() {
    var machine = Machine()
    let tap = Point(x: 24.95, y: 60.17, spatialReference: .wgs84)
    let centre = Point(x: 24.9401, y: 60.17, spatialReference: .wgs84)
    // Level 16 of the Web Mercator tiling scheme: 1:9,027.977411.
    #expect(
      machine.tapped(
        .cluster(
          count: 12, firstNames: ["Café Aalto", "Fazer Café", "Picnic"], center: centre, expansionScale: 9_027.977411),
        at: tap)
        == [
          .showCallout(title: "12 places", detail: "Café Aalto, Fazer Café, Picnic and 9 more", at: tap),
          .zoom(center: centre, scale: 9_027.977411),
        ])
    #expect(
      machine.tapped(.cluster(count: 2, firstNames: ["A", "B"], center: centre, expansionScale: 4_513.99), at: tap)
        == [.showCallout(title: "2 places", detail: "A, B", at: tap), .zoom(center: centre, scale: 4_513.99)])
    // A scale that is not a number (no tiling level for the zoom): the callout, and no zoom.
    #expect(
      machine.tapped(.cluster(count: 3, firstNames: [], center: centre, expansionScale: .nan), at: tap)
        == [.showCallout(title: "3 places", detail: "3 more", at: tap)])
    // Tapping changes nothing in the state but the callout, which the view holds.
    #expect(machine.state == State())
  }
}
