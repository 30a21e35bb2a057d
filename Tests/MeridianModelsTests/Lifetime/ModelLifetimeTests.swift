import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// Dropping a model frees it, and every stream taken from it finishes.
@Suite("Model lifetime")
@MainActor
struct ModelLifetimeTests {
  /// Takes two streams from a model, drops the model, and expects both to finish, and the model to be freed.
  func expectFreed<Model: StatePublishing>(
    _ make: () -> Model, drive: (Model) async -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    var model: Model? = make()
    weak let weakModel = model
    let first = model!.states
    let second = model!.states
    await drive(model!)
    let consumer = Task {
      var count = 0
      for await _ in first { count += 1 }
      return count
    }
    model = nil
    #expect(weakModel == nil, "the model is still alive", sourceLocation: sourceLocation)
    let seen = await consumer.value
    #expect(seen >= 1, sourceLocation: sourceLocation)
    var secondCount = 0
    for await _ in second { secondCount += 1 }
    #expect(secondCount >= 1, sourceLocation: sourceLocation)
  }

  @Test("AddressSearchModel")
  func addressSearch() async {
    let transport = MockTransport()
    transport.geocodeResults = [AddressSearchModelTests.kaivokatu]
    await expectFreed({ AddressSearchModel(locator: Fixture.locator(transport), mapView: Fixture.mapView()) }) {
      await $0.submit("Kaivokatu 8").value
    }
  }

  @Test("FindPlacesModel")
  func findPlaces() async {
    let transport = MockTransport()
    transport.geocodeResults = FindPlacesModelTests.cafes
    await expectFreed({ FindPlacesModel(locator: Fixture.locator(transport), mapView: Fixture.mapView()) }) {
      await $0.selectCategory(.coffeeShop).value
    }
  }

  @Test("SearchModel")
  func search() async {
    let transport = MockTransport()
    transport.suggestResults = SearchModelTests.suggestions
    await expectFreed({
      SearchModel(source: LocatorSearchSource(locator: Fixture.locator(transport)), mapView: Fixture.mapView())
    }) {
      await $0.type("Ka").value
    }
  }

  @Test("PlaceFinderModel")
  func placeFinder() async {
    let transport = MockTransport()
    await expectFreed({ PlaceFinderModel(locator: Fixture.locator(transport), mapView: Fixture.mapView()) }) {
      await $0.typePOI("cafe").value
    }
  }

  @Test("OfflineGeocodeModel")
  func offlineGeocode() async {
    let transport = MockTransport()
    await expectFreed({ OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: Fixture.mapView()) }) {
      await $0.geocode("Kaivokatu 8").value
    }
  }

  @Test("MapDisplayModel")
  func mapDisplay() async {
    await expectFreed({ MapDisplayModel(mapView: Fixture.mapView()) }) { $0.clearGraphics() }
  }

  @Test("A model dropped while its request is still waiting is freed and finishes its streams")
  func droppedWhileBusy() async {
    let transport = MockTransport()
    let gate = ReplyGate<[GeocodeResult]>()
    transport.onGeocode { _, _ in try await gate.wait("slow") }
    var model: AddressSearchModel? = AddressSearchModel(
      locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let states = model!.states
    let task = model!.submit("Kaivokatu 8")
    await gate.waitForArrivals(1)
    weak let weakModel = model
    model = nil  // the running task does not hold it: it is freed and its request cancelled
    #expect(weakModel == nil)
    gate.drain { _ in .success([]) }
    await task.value
    var count = 0
    for await _ in states { count += 1 }
    #expect(count >= 2)
  }
}
