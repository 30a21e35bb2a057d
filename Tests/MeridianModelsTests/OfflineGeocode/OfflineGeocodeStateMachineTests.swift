import MeridianCore
import MeridianGeocoding
import Testing

@testable import MeridianModels

/// The offline geocode flow as a pure state machine, synchronously: each step's effects and state,
/// worked by hand from the tutorial's rules (a geocode marks its best match and zooms; a long press
/// marks the finger's point and names it in the callout; nothing found removes the marker).
@Suite("OfflineGeocodeStateMachine")
struct OfflineGeocodeStateMachineTests {
  typealias State = OfflineGeocodeModel.State
  typealias Machine = OfflineGeocodeStateMachine

  /// Kaivokatu 8 as the locator answers a geocode: its `Match_addr`, its node and a ±0.001° extent.
  static let kaivokatu = GeocodeResult(
    label: "Kaivokatu 8, 00100 Helsinki", displayLocation: Helsinki.kaivokatu8,
    extent: Helsinki.extent(around: Helsinki.kaivokatu8), score: 100,
    attributes: ["Match_addr": "Kaivokatu 8, 00100, Helsinki"])
  /// A reverse-geocode answer for Simonkatu 10: the callout reads "street, city, region".
  static let simonkatu = GeocodeResult(
    label: "Simonkatu 10, 00100 Helsinki", displayLocation: Helsinki.simonkatu10,
    attributes: ["StAddr": "Simonkatu 10", "City": "Helsinki", "Region": "Uusimaa"])

  @Test("Geocode: the marker and callout go, the text searches; the answer marks, names and zooms")
  func geocode() {
    var machine = Machine()
    #expect(machine.geocode("   ") == [])
    #expect(machine.state == State())
    #expect(
      machine.geocode(" Kaivokatu 8 ")
        == [.moveMarker(to: nil, describing: nil), .dismissCallout, .geocode("Kaivokatu 8")])
    #expect(machine.state == State(searchText: "Kaivokatu 8", isBusy: true))
    #expect(
      machine.geocoded([Self.kaivokatu])
        == [
          .moveMarker(to: Helsinki.kaivokatu8, describing: Self.kaivokatu),
          .zoom(.extent(Helsinki.extent(around: Helsinki.kaivokatu8))),
        ])
    #expect(machine.state == State(searchText: "Kaivokatu 8", marker: Helsinki.kaivokatu8))
    // Tapping the marker shows the Match_addr the geocode gave; a tap elsewhere hides the callout.
    #expect(machine.tapped(onMarker: true) == [.showCallout("Kaivokatu 8, 00100, Helsinki")])
    #expect(machine.tapped(onMarker: false) == [.dismissCallout])
  }

  @Test("Geocode: a result without Match_addr is named by its label; nothing found says so; a failure shows")
  func geocodeOutcomes() {
    var machine = Machine()
    _ = machine.geocode("Kaivokatu 8")
    let unnamed = GeocodeResult(label: "Kaivokatu 8, Helsinki", displayLocation: Helsinki.kaivokatu8)
    #expect(
      machine.geocoded([unnamed])
        == [.moveMarker(to: Helsinki.kaivokatu8, describing: unnamed), .zoom(.center(Helsinki.kaivokatu8))])
    #expect(machine.tapped(onMarker: true) == [.showCallout("Kaivokatu 8, Helsinki")])

    _ = machine.geocode("Nowhere 99")
    #expect(machine.geocoded([]) == [])
    #expect(machine.state == State(searchText: "Nowhere 99", message: "No results found"))
    // A result with no location marks nothing either.
    _ = machine.geocode("Somewhere")
    #expect(machine.geocoded([GeocodeResult(label: "Somewhere")]) == [])
    #expect(machine.state == State(searchText: "Somewhere", message: "No results found"))

    _ = machine.geocode("Kaivokatu 8")
    #expect(machine.geocodeFailed(message: "HTTP 503") == [])
    #expect(machine.state == State(searchText: "Kaivokatu 8", message: "HTTP 503"))
  }

  @Test("Long press and drag: the marker follows the finger, the callout names each point, nothing found drops it")
  func longPressAndDrag() {
    var machine = Machine()
    _ = machine.geocode("Kaivokatu 8")
    _ = machine.geocoded([Self.kaivokatu])
    // The press empties the search field and starts over at the finger.
    #expect(
      machine.reverseGeocode(at: Helsinki.simonkatu10)
        == [
          .dismissCallout, .moveMarker(to: Helsinki.simonkatu10, describing: nil),
          .reverseGeocode(Helsinki.simonkatu10),
        ])
    #expect(machine.state == State(isBusy: true, marker: Helsinki.simonkatu10))
    // Before the answer, a tap on the marker has no address to show.
    #expect(machine.tapped(onMarker: true) == [.dismissCallout])
    #expect(
      machine.reverseGeocoded([Self.simonkatu])
        == [
          .moveMarker(to: Helsinki.simonkatu10, describing: Self.simonkatu),
          .showCallout("Simonkatu 10, Helsinki, Uusimaa"),
        ])
    #expect(machine.state == State(marker: Helsinki.simonkatu10))
    #expect(machine.tapped(onMarker: true) == [.showCallout("Simonkatu 10, Helsinki, Uusimaa")])
    // A drag where nothing is found removes the marker and the callout.
    _ = machine.reverseGeocode(at: Helsinki.aleksanterinkatu9)
    #expect(machine.reverseGeocoded([]) == [.moveMarker(to: nil, describing: nil), .dismissCallout])
    #expect(machine.state == State())
    // A failed reverse geocode does the same, with no message.
    _ = machine.reverseGeocode(at: Helsinki.aleksanterinkatu9)
    #expect(machine.reverseGeocodeFailed() == [.moveMarker(to: nil, describing: nil), .dismissCallout])
    #expect(machine.state == State())
  }

  @Test("A cancelled request only ends the busy state; a tap that cannot be identified hides the callout and says why")
  func cancelledAndTapFailure() {
    var machine = Machine()
    _ = machine.reverseGeocode(at: Helsinki.simonkatu10)
    #expect(machine.cancelled() == [])
    #expect(machine.state == State(marker: Helsinki.simonkatu10))
    #expect(machine.tapFailed(message: "screenPoint is NaN") == [.dismissCallout])
    #expect(machine.state == State(marker: Helsinki.simonkatu10, message: "screenPoint is NaN"))
  }

  @Test("The state holds no callout: the machine asks the map view to show it on the marker")
  func calloutIsTheViews() {
    var machine = Machine()
    _ = machine.reverseGeocode(at: Helsinki.simonkatu10)
    let effects = machine.reverseGeocoded([Self.simonkatu])
    #expect(effects.last == .map(.showCallout(.marker, title: "Simonkatu 10, Helsinki, Uusimaa")))
    #expect(machine.state == State(marker: Helsinki.simonkatu10))
  }
}
