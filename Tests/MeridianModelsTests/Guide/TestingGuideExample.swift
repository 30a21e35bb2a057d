import Foundation
import Meridian
import MeridianTesting
import Observation
import Testing

// MARK: - A team's own model, published with StateStream

/// Tells a person how many cafés are near the map's centre, refreshing a moment after the map stops.
///
/// It conforms to `WorkTracking`, so a `StateRecorder` waiting for a state that never comes fails
/// as soon as the refresh is done, instead of at the test's time limit.
@MainActor
@Observable
final class CafeCountModel: WorkTracking {
  enum State: Sendable, Equatable {
    case idle
    case counting
    case counted(Int)
    case failed(String)
  }

  private(set) var state = State.idle
  @ObservationIgnored private let stream = StateStream(State.idle)
  @ObservationIgnored private let locator: LocatorTask
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var refresh: Task<Void, Never>?

  init(locator: LocatorTask, clock: any Clock<Duration> = ContinuousClock()) {
    self.locator = locator
    self.clock = clock
  }

  deinit { stream.finish() }

  nonisolated var states: AsyncStream<State> { stream.states }

  nonisolated func subscribeToStates(
    _ observer: @escaping @Sendable (StateStream<State>.Event) -> Void
  )
    -> StateSubscription
  { stream.subscribe(observer) }

  /// Suspends until the latest refresh is done (a newer move replaces the one awaited).
  func waitUntilIdle() async {
    while let current = refresh, !Task.isCancelled {
      await current.value
      if refresh == current { return }
    }
  }

  /// The map moved: count again half a second after the last move.
  @discardableResult
  func mapMoved(to center: Point) -> Task<Void, Never> {
    refresh?.cancel()
    let task = Task { [locator, clock] in
      do {
        try await clock.sleep(for: .milliseconds(500))
        self.publish(.counting)
        var parameters = GeocodeParameters()
        parameters.preferredSearchLocation = center
        let cafes = try await locator.geocode(forSearchText: "Coffee shop", using: parameters)
        try Task.checkCancellation()
        self.publish(.counted(cafes.count))
      } catch is CancellationError {
        // A newer move took over: show nothing for this one.
      } catch {
        self.publish(.failed("\(error)"))
      }
    }
    refresh = task
    return task
  }

  private func publish(_ new: State) {
    state = new
    stream.yield(new)
  }
}

// MARK: - Its tests, and a test of a Meridian model

@Suite("Testing guide example")
@MainActor
struct TestingGuideExampleTests {
  let helsinki = Point(latitude: 60.17, longitude: 24.94)

  @Test("Counts once the map has been still for half a second")
  func countsAfterThePause() async {
    let clock = TestClock()
    let transport = MockTransport()
    transport.geocodeResults = [
      GeocodeResult(label: "Café Aalto", displayLocation: helsinki),
      GeocodeResult(label: "Kahvila", displayLocation: helsinki),
    ]
    let model = CafeCountModel(locator: LocatorTask(transport: transport), clock: clock)
    let recorder = StateRecorder(model)

    model.mapMoved(to: helsinki)
    await clock.waitForSleepers()  // the model is waiting out the pause
    let last = model.mapMoved(to: helsinki)  // a second move restarts the pause
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(500))
    await last.value

    await recorder.expect(.idle, .counting, .counted(2))
    recorder.finish()
    #expect(transport.requests.count == 1)  // the first move never reached the locator
  }

  @Test("A state that never comes fails at once, once the model is idle, showing what came instead")
  func missingStateFailsAtOnce() async {
    let clock = TestClock()
    let transport = MockTransport()
    transport.geocodeResults = [GeocodeResult(label: "Café Aalto", displayLocation: helsinki)]
    let model = CafeCountModel(locator: LocatorTask(transport: transport), clock: clock)
    let recorder = StateRecorder(model)
    let task = model.mapMoved(to: helsinki)
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(500))
    await task.value
    await withKnownIssue {
      await recorder.expect(.idle, .counting, .counted(1), .counted(2))  // it counts once: 1
    } matching: { issue in
      issue.description.contains("The model is idle") && issue.description.contains("counted(2)")
    }
    recorder.finish()
  }

  @Test("A failure is shown as a message")
  func failure() async {
    let clock = TestClock()
    let transport = MockTransport()
    transport.onGeocode { _, _ in throw GeocodingError.http(status: 503) }
    let model = CafeCountModel(locator: LocatorTask(transport: transport), clock: clock)
    let recorder = StateRecorder(model)
    let task = model.mapMoved(to: helsinki)
    await clock.waitForSleepers()
    await clock.run()
    await task.value
    await recorder.expect(.idle, .counting, .failed(GeocodingError.http(status: 503).description))
    recorder.finish()
  }

  @Test("Find places: choosing a category, then tapping a marker")
  func findPlaces() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [
      GeocodeResult(
        label: "Café Aalto", displayLocation: helsinki,
        attributes: ["PlaceName": "Café Aalto", "Place_addr": "Pohjoisesplanadi 39, Helsinki"])
    ]
    let map = Map(spatialReference: .wgs84)
    map.initialViewpoint = Viewpoint(center: helsinki, scale: 50_000)
    let mapView = MapView(map: map, viewSize: CGSize(width: 400, height: 400))
    let model = FindPlacesModel(locator: LocatorTask(transport: transport), mapView: mapView)
    let recorder = StateRecorder(model)

    await model.selectCategory(.coffeeShop).value
    let marker = try #require(mapView.screenPoint(fromLocation: helsinki))
    mapView.tap(at: marker)  // what a person's finger does
    await model.waitUntilIdle()

    let place = FindPlacesModel.Place(name: "Café Aalto", address: "Pohjoisesplanadi 39, Helsinki", location: helsinki)
    await recorder.expect(
      .init(),
      .init(category: .coffeeShop, isSearching: true),
      .init(category: .coffeeShop, places: [place]))
    recorder.finish()
    // The tap shows the map view's callout, which the model reads there.
    #expect(model.callout?.text == "Café Aalto\nPohjoisesplanadi 39, Helsinki")
    #expect(model.callout?.anchor == marker)
  }
}
