import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// The requests of a ``HungTransport`` that saw their task cancelled, shared by its handlers.
final class CancellationCount: Sendable {
  let count = SharedLock(0)
}

/// A transport whose geocode, suggest and reverse-geocode requests never answer: each waits until
/// its task is cancelled, and the cancellations are counted.
struct HungTransport {
  let transport = MockTransport()
  private let geocodes = ReplyGate<[GeocodeResult]>()
  private let suggests = ReplyGate<[SuggestResult]>()
  private let cancelled = CancellationCount()

  init() {
    let (geocodes, suggests, cancelled) = (self.geocodes, self.suggests, self.cancelled)
    @Sendable func counting<T>(_ wait: () async throws -> T) async throws -> T {
      do { return try await wait() } catch {
        cancelled.count.withLock { $0 += 1 }
        throw error
      }
    }
    transport.onGeocode { _, _ in try await counting { try await geocodes.wait("geocode") } }
    transport.onReverseGeocode { _, _ in try await counting { try await geocodes.wait("reverse") } }
    transport.onSuggest { _, _ in try await counting { try await suggests.wait("suggest") } }
  }

  /// The number of requests that saw their task cancelled.
  var cancellations: Int { cancelled.count.withLock { $0 } }

  /// The kind of request a test waits for.
  enum Kind { case geocode, suggest }

  /// Suspends until a request of `kind` (a geocode or reverse geocode, or a suggest) waits at the transport.
  func waitForArrival(_ kind: Kind) async {
    switch kind {
    case .geocode: await geocodes.waitForArrivals(1)
    case .suggest: await suggests.waitForArrivals(1)
    }
  }
}

/// Issue 12: "models keep themselves alive across awaits". A model dropped while its request hangs
/// is freed at once, its streams finish, and the request sees the cancellation.
@Suite("Model lifetime over a transport that never answers")
@MainActor
struct HungRequestLifetimeTests {
  func expectFreedWhileHung<Model: StatePublishing>(
    _ hung: HungTransport, waitingFor kind: HungTransport.Kind = .geocode, _ make: () -> Model,
    start: (Model) -> Task<Void, Never>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    var model: Model? = make()
    weak let weakModel = model
    let states = model!.states
    let task = start(model!)
    await hung.waitForArrival(kind)
    model = nil
    #expect(weakModel == nil, "the hung request keeps the model alive", sourceLocation: sourceLocation)
    // The model's deinit cancelled the work: the request ends, the intent's task with it.
    await task.value
    #expect(hung.cancellations >= 1, "the transport call did not see the cancellation", sourceLocation: sourceLocation)
    var count = 0
    for await _ in states { count += 1 }
    #expect(count >= 1, sourceLocation: sourceLocation)
  }

  @Test("regression: AddressSearchModel dropped during a hung geocode is freed and cancels it")
  func addressSearch() async {
    let hung = HungTransport()
    await expectFreedWhileHung(hung) {
      AddressSearchModel(locator: Fixture.locator(hung.transport), mapView: Fixture.mapView())
    } start: {
      $0.submit("Kaivokatu 8")
    }
  }

  @Test("regression: PlaceFinderModel dropped during a hung suggest is freed and cancels it")
  func placeFinderSuggest() async {
    let hung = HungTransport()
    await expectFreedWhileHung(hung, waitingFor: .suggest) {
      PlaceFinderModel(locator: Fixture.locator(hung.transport), mapView: Fixture.mapView())
    } start: {
      $0.typePOI("cafe")
    }
  }

  @Test("regression: PlaceFinderModel dropped during a hung POI search is freed and cancels it")
  func placeFinderSearch() async {
    let hung = HungTransport()
    await expectFreedWhileHung(hung) {
      PlaceFinderModel(locator: Fixture.locator(hung.transport), mapView: Fixture.mapView())
    } start: { model in
      model.typePOI("cafe")
      return model.search()
    }
  }

  @Test("FindPlacesModel dropped during a hung category search is freed and cancels it")
  func findPlaces() async {
    let hung = HungTransport()
    await expectFreedWhileHung(hung) {
      FindPlacesModel(locator: Fixture.locator(hung.transport), mapView: Fixture.mapView())
    } start: {
      $0.selectCategory(.coffeeShop)
    }
  }

  @Test("OfflineGeocodeModel dropped during a hung geocode or reverse geocode is freed and cancels it")
  func offlineGeocode() async {
    let hung = HungTransport()
    await expectFreedWhileHung(hung) {
      OfflineGeocodeModel(locator: Fixture.locator(hung.transport), mapView: Fixture.mapView())
    } start: {
      $0.geocode("Kaivokatu 8")
    }
    let reverse = HungTransport()
    await expectFreedWhileHung(reverse) {
      OfflineGeocodeModel(locator: Fixture.locator(reverse.transport), mapView: Fixture.mapView())
    } start: {
      $0.reverseGeocode(at: Helsinki.kaivokatu8)
    }
  }

  @Test("SearchModel dropped during a hung suggest or search is freed and cancels it")
  func search() async {
    let hung = HungTransport()
    await expectFreedWhileHung(hung, waitingFor: .suggest) {
      SearchModel(source: LocatorSearchSource(locator: Fixture.locator(hung.transport)), mapView: Fixture.mapView())
    } start: {
      $0.type("Kaivokatu")
    }
    let searching = HungTransport()
    await expectFreedWhileHung(searching) {
      SearchModel(
        source: LocatorSearchSource(locator: Fixture.locator(searching.transport)), mapView: Fixture.mapView())
    } start: { model in
      model.type("Kaivokatu")
      return model.commitSearch()
    }
  }
}
