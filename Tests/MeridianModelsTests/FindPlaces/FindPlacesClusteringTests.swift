import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// The find-places model's clusters, worked by hand from supercluster's rule.
///
/// The map is Web Mercator, 400 × 400 points, centred on 60.17 N, 24.94 E at 1:18,055.954822, the
/// published scale of level 15 of the Web Mercator tiling scheme (591,657,527.591555 / 2¹⁵), so the
/// view shows level 15's clusters (docs/clustering.md, "Which zoom a scale shows"). The places are
/// hand-made, all on latitude 60.17: Web Mercator's x is linear in longitude, so at zoom z two of them
/// Δλ degrees apart are Δλ / 360 · 256 · 2^z points apart on 256-point tiles (supercluster's
/// radius / extent · 2^-z in the unit square), and that is their whole distance. The radius is the
/// model's, 16 points. A level's point is 0.0254 · 39.37 = 0.999998 of a view's point (the view
/// counts an exact inch, the tiling scheme 39.37 inches a metre): far below the tolerances here.
@Suite("FindPlacesModel clusters")
@MainActor
struct FindPlacesClusteringTests {
  typealias State = FindPlacesModel.State
  typealias Place = FindPlacesModel.Place

  /// Level 15's published scale.
  nonisolated static let level15 = 18_055.954822
  /// Level 16's published scale: 591,657,527.591555 / 2¹⁶.
  nonisolated static let level16 = 9_027.977411
  /// Level 17's published scale: 591,657,527.591555 / 2¹⁷.
  nonisolated static let level17 = 4_513.988705

  /// Zoom 15: A–B 0.0005° = 11.651 points (< 16: A seeds a cluster and takes B); A–C 0.004° =
  /// 93.207, B–C 81.556 (C alone). Zoom 16: A–B 23.302 (> 16: apart), so the cluster splits at 16.
  /// Zoom 12 (from zoom 13's cluster at 24.93925 and C): 0.00375° = 10.923 points, one cluster of 3.
  nonisolated static let cafes = [
    cafe("Café Aalto", "Aleksanterinkatu 9, 00100 Helsinki", longitude: 24.9390),
    cafe("Fazer Café", "Kluuvikatu 3, 00100 Helsinki", longitude: 24.9395),
    cafe("Kahvila Simonkatu", "Simonkatu 10, 00100 Helsinki", longitude: 24.9430),
  ]
  nonisolated static let places = cafes.map(place)

  /// The place a result lists: its name, its address and where it is.
  nonisolated static func place(_ result: GeocodeResult) -> Place {
    Place(
      name: result.label, address: result.attributes["Place_addr"] as? String,
      location: result.displayLocation ?? Point(x: .nan, y: .nan))
  }

  nonisolated static func cafe(_ name: String, _ address: String, longitude: Double) -> GeocodeResult {
    GeocodeResult(
      label: name, displayLocation: Point(x: longitude, y: 60.17, spatialReference: .wgs84), score: 100,
      attributes: ["PlaceName": name, "Place_addr": address])
  }

  /// supercluster's projected x of a longitude, `0.5 + λ / 360`, as it stores it: rounded to a 32-bit
  /// float (docs/clustering.md, "Where the 32-bit floats matter"). The rounding moves a point by up
  /// to half a float's step, 2⁻²⁵ of the world near x = 0.57: about 1·10⁻⁵°, a quarter of a point at
  /// zoom 15, which a cluster's centroid keeps.
  nonisolated static func storedX(_ longitude: Double) -> Double { Double(Float(0.5 + longitude / 360)) }

  /// The longitude of the centroid of points on one latitude: the mean of their stored x.
  nonisolated static func centroidLongitude(_ longitudes: [Double]) -> Double {
    (longitudes.map(storedX).reduce(0, +) / Double(longitudes.count) - 0.5) * 360
  }

  /// The latitude of a cluster of points on one latitude: supercluster's stored y,
  /// `0.5 − ln((1 + sin φ) / (1 − sin φ)) / 4π` rounded to a float, taken back to degrees.
  nonisolated static func storedLatitude(_ latitude: Double) -> Double {
    let sine = sin(latitude * .pi / 180)
    let y = Double(Float(0.5 - 0.25 * log((1 + sine) / (1 - sine)) / .pi))
    return 360 / .pi * atan(exp((180 - y * 360) * .pi / 180)) - 90
  }

  /// Screen x at zoom z of a longitude on latitude 60.17, the view centred on 24.94 at level z.
  nonisolated static func screenX(_ longitude: Double, zoom: Int, centre: Double = 24.94) -> Double {
    200 + (longitude - centre) / 360 * 256 * Double(1 << zoom)
  }

  static func mapView() -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(center: Helsinki.center, scale: level15)
    return MapView(map: map, viewSize: CGSize(width: 400, height: 400), clock: TestClock())
  }

  /// Expects the model's callout, read from the view: the title and detail, at the tapped location.
  static func expectCallout(
    _ model: FindPlacesModel, _ title: String, _ detail: String, at location: Point,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(model.callout?.title == title && model.callout?.detail == detail, sourceLocation: sourceLocation)
    guard case .location(let placed, _)? = model.mapView.callout else {
      Issue.record("expected a callout at a location", sourceLocation: sourceLocation)
      return
    }
    #expect(placed == location, sourceLocation: sourceLocation)
  }

  /// A model over a mock transport answering the three cafés (or `results`), on a fresh view.
  static func model(
    answering results: [GeocodeResult] = cafes,
    featureReduction: ClusteringFeatureReduction? = FindPlacesModel.defaultFeatureReduction
  ) -> (FindPlacesModel, MapView) {
    let transport = MockTransport()
    transport.geocodeResults = results
    let mapView = Self.mapView()
    let model = FindPlacesModel(
      locator: Fixture.locator(transport), mapView: mapView, featureReduction: featureReduction)
    return (model, mapView)
  }

  /// What the display list draws: the clusters (count, screen x) and the single markers (name, screen x).
  static func drawn(_ mapView: MapView) -> (clusters: [(Int, Double)], singles: [(String, Double)]) {
    let items = mapView.displayList()
    return (
      items.compactMap { item in item.cluster.map { ($0.count, Double(item.screenPosition.x)) } },
      items.filter { $0.cluster == nil }.map {
        ($0.graphic.attributes["PlaceName"] as? String ?? "?", Double($0.screenPosition.x))
      }
    )
  }

  static func expectDrawn(
    _ mapView: MapView, clusters: [(Int, Double)], singles: [(String, Double)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let drawn = drawn(mapView)
    #expect(drawn.clusters.map(\.0) == clusters.map(\.0), sourceLocation: sourceLocation)
    #expect(drawn.singles.map(\.0) == singles.map(\.0), sourceLocation: sourceLocation)
    for (got, want) in zip(drawn.clusters.map(\.1) + drawn.singles.map(\.1), clusters.map(\.1) + singles.map(\.1)) {
      #expect(abs(got - want) < 0.01, "x \(got), expected \(want)", sourceLocation: sourceLocation)
    }
  }

  @Test("Markers that would overlap draw as one cluster in the category's colour")
  func clustersOverlappingMarkers() async throws {
    let (model, mapView) = Self.model()
    #expect(mapView.clusterZoom == 15)
    await model.selectCategory(.coffeeShop).value

    // The cluster of A and B at their centroid, 24.93925 but for the floats (one latitude).
    let centroid = Self.centroidLongitude([24.9390, 24.9395])
    #expect(abs(centroid - 24.93925) < 2e-5)
    Self.expectDrawn(
      mapView, clusters: [(2, Self.screenX(centroid, zoom: 15))],
      singles: [("Kahvila Simonkatu", Self.screenX(24.9430, zoom: 15))])
    let item = try #require(mapView.displayList().first { $0.cluster != nil })
    let cluster = try #require(item.cluster)
    #expect(abs(cluster.position.x - centroid) < 1e-9)
    #expect(abs(cluster.position.y - Self.storedLatitude(60.17)) < 1e-9)
    #expect(cluster.expansionZoom == 16)
    // The smallest cluster symbol, 20 points, brown like the markers, white outline, labelled "2".
    let composite = try #require(item.symbol as? CompositeSymbol)
    let circle = try #require(composite.symbols.first as? SimpleMarkerSymbol)
    #expect(circle.color == .brown && circle.size == 20 && circle.outline?.color == .white)
    #expect((composite.symbols.last as? TextSymbol)?.text == "2")
    #expect(model.graphicsOverlay.graphics.count == 3)
    #expect(model.state == State(category: .coffeeShop, places: Self.places))
  }

  @Test("Zooming in separates the cluster at its expansion level; zooming out merges all three at level 12")
  func zoomingSeparates() async {
    let (model, mapView) = Self.model()
    await model.selectCategory(.coffeeShop).value
    let recorder = StateRecorder(model)

    // 1:12,000 is zoom 15.59: still level 15's clusters, spread by 18,055.95 / 12,000 on screen.
    _ = await mapView.setViewpointScale(12_000)
    #expect(mapView.clusterZoom == 15)
    #expect(Self.drawn(mapView).clusters.map(\.0) == [2])
    _ = await mapView.setViewpointScale(Self.level16)
    #expect(mapView.clusterZoom == 16)
    Self.expectDrawn(
      mapView, clusters: [],
      singles: [
        ("Café Aalto", Self.screenX(24.9390, zoom: 16)), ("Fazer Café", Self.screenX(24.9395, zoom: 16)),
        ("Kahvila Simonkatu", Self.screenX(24.9430, zoom: 16)),
      ])
    _ = await mapView.setViewpointScale(Self.level15 * 8)
    #expect(mapView.clusterZoom == 12)
    #expect(Self.drawn(mapView).clusters.map(\.0) == [3])
    #expect(Self.drawn(mapView).singles.isEmpty)
    // Zooming publishes nothing: the state lists places, not what the view draws.
    await recorder.expect(State(category: .coffeeShop, places: Self.places))
    recorder.finish()
  }

  @Test("A tap on a cluster counts and names its places and zooms to where it splits; then a marker names itself")
  func tapOnCluster() async throws {
    let (model, mapView) = Self.model()
    let recorder = StateRecorder(model)
    await model.selectCategory(.coffeeShop).value

    let centroid = Self.centroidLongitude([24.9390, 24.9395])
    let onCluster = CGPoint(x: Self.screenX(centroid, zoom: 15), y: 200)
    let clusterTap = try #require(mapView.location(fromScreenPoint: onCluster))
    mapView.tap(at: onCluster)
    await model.waitUntilIdle()
    // Centred on the cluster at level 16's scale: A and B 11.651 points either side (but for the floats).
    #expect(abs(mapView.scale - Self.level16) < 1e-6)
    #expect(mapView.clusterZoom == 16)
    Self.expectDrawn(
      mapView, clusters: [],
      singles: [
        ("Café Aalto", Self.screenX(24.9390, zoom: 16, centre: centroid)),
        ("Fazer Café", Self.screenX(24.9395, zoom: 16, centre: centroid)),
        ("Kahvila Simonkatu", Self.screenX(24.9430, zoom: 16, centre: centroid)),
      ])
    #expect(mapView.calloutTitle == "2 places" && mapView.calloutDetail == "Café Aalto, Fazer Café")
    Self.expectCallout(model, "2 places", "Café Aalto, Fazer Café", at: clusterTap)

    let onFazer = CGPoint(x: Self.screenX(24.9395, zoom: 16, centre: centroid), y: 200)
    let fazerTap = try #require(mapView.location(fromScreenPoint: onFazer))
    mapView.tap(at: onFazer)
    await model.waitUntilIdle()

    Self.expectCallout(model, "Fazer Café", "Kluuvikatu 3, 00100 Helsinki", at: fazerTap)

    // The taps change what the view shows, not the state.
    let searched = State(category: .coffeeShop, places: Self.places)
    await recorder.expect(State(), State(category: .coffeeShop, isSearching: true), searched)
    recorder.finish()
  }

  @Test("A cluster at one spot names three and counts the rest, and zooms past the deepest clustering level")
  func clusterAtOneSpot() async throws {
    let names = ["Picnic", "Fazer Café", "Ciao! Caffé", "Espresso House", "Robert's Coffee"]
    let (model, mapView) = Self.model(
      answering: names.map { Self.cafe($0, "Mannerheimintie 20, 00100 Helsinki", longitude: 24.9400) })
    await model.selectCategory(.coffeeShop).value
    #expect(Self.drawn(mapView).clusters.map(\.0) == [5])

    // The first page of containedGeoElements(limit: 3, offset: 0): the first three in the overlay's
    // order (supercluster's getLeaves walks the KD-tree, and kdbush leaves a node of 64 items or
    // fewer unsorted, so five points keep their input order).
    await model.handleTap(screenPoint: CGPoint(x: 200, y: 200), mapPoint: Helsinki.center).value
    #expect(model.callout?.text == "5 places\nPicnic, Fazer Café, Ciao! Caffé and 2 more")
    // Points at one spot never split: the expansion zoom is 17, past supercluster's maxZoom of 16,
    // where every marker draws on its own.
    #expect(abs(mapView.scale - Self.level17) < 1e-6)
    #expect(Self.drawn(mapView).clusters.isEmpty)
    #expect(Self.drawn(mapView).singles.map(\.0) == names)
  }

  @Test("A new search replaces the clustered markers: the old clusters go, the new ones take the new colour")
  func newSearchReplacesClusters() async throws {
    let transport = MockTransport()
    // Two hotels 0.0002° apart: 4.660 points at zoom 15, one cluster.
    let hotels = [
      Self.cafe("Hotel Kämp", "Pohjoisesplanadi 29, 00100 Helsinki", longitude: 24.9410),
      Self.cafe("Hotel Haven", "Unioninkatu 17, 00130 Helsinki", longitude: 24.9412),
    ]
    transport.onGeocode { query, _ in query == .searchText("Hotel") ? hotels : Self.cafes }
    let mapView = Self.mapView()
    let model = FindPlacesModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.selectCategory(.coffeeShop).value
    let recorder = StateRecorder(model)
    await model.selectCategory(.hotel).value

    Self.expectDrawn(
      mapView, clusters: [(2, Self.screenX(Self.centroidLongitude([24.9410, 24.9412]), zoom: 15))], singles: [])
    let item = try #require(mapView.displayList().first)
    let circle = (item.symbol as? CompositeSymbol)?.symbols.first as? SimpleMarkerSymbol
    #expect(circle?.color == .blue)
    let members = try #require(item.cluster).containedGeoElements(limit: 10, offset: 0)
    #expect(members.map { $0.attributes["PlaceName"] as? String } == ["Hotel Kämp", "Hotel Haven"])
    await recorder.expect(
      State(category: .coffeeShop, places: Self.places), State(category: .hotel, isSearching: true),
      State(
        category: .hotel,
        places: hotels.map(Self.place)))
    recorder.finish()
  }

  @Test("Without clustering, a tap where markers overlap names the top-most marker and does not zoom")
  func tapWithoutClustering() async throws {
    let (model, mapView) = Self.model(featureReduction: nil)
    #expect(model.graphicsOverlay.featureReduction == nil)
    await model.selectCategory(.coffeeShop).value
    #expect(Self.drawn(mapView).clusters.isEmpty)
    #expect(Self.drawn(mapView).singles.count == 3)
    let recorder = StateRecorder(model)

    // Midway between A and B (5.826 points from each, inside both 6-point footprints): both are hit;
    // the later-added, B, draws on top and is named.
    let between = CGPoint(x: Self.screenX(24.93925, zoom: 15), y: 200)
    let tap = try #require(mapView.location(fromScreenPoint: between))
    await model.handleTap(screenPoint: between, mapPoint: tap).value
    #expect(abs(mapView.scale - Self.level15) < 1e-6)
    await recorder.expect(State(category: .coffeeShop, places: Self.places))
    recorder.finish()
    Self.expectCallout(model, "Fazer Café", "Kluuvikatu 3, 00100 Helsinki", at: tap)
  }

  @Test("Clustering turns off and on with featureReduction; a renderer of its own is kept")
  func featureReductionProperty() async throws {
    let (model, mapView) = Self.model()
    // Before any category: the reduction as given, with its default symbol.
    #expect(model.graphicsOverlay.featureReduction?.renderer == nil)
    await model.selectCategory(.coffeeShop).value
    #expect(Self.drawn(mapView).clusters.map(\.0) == [2])

    model.featureReduction = nil
    #expect(model.graphicsOverlay.featureReduction == nil)
    #expect(Self.drawn(mapView).clusters.isEmpty && Self.drawn(mapView).singles.count == 3)

    var red = FindPlacesModel.defaultFeatureReduction
    red.renderer = SimpleRenderer(symbol: SimpleMarkerSymbol(style: .square, color: .red, size: 20))
    model.featureReduction = red
    let item = try #require(mapView.displayList().first { $0.cluster != nil })
    let marker = (item.symbol as? CompositeSymbol)?.symbols.first as? SimpleMarkerSymbol
    #expect(marker?.style == .square && marker?.color == .red)
    #expect(model.featureReduction?.radius == 16)
  }

  @Test("The default clustering: radius 16 points, 2 places at least, symbols 20 to 30 points, valid")
  func defaults() throws {
    let reduction = FindPlacesModel.defaultFeatureReduction
    #expect(reduction.radius == 16 && reduction.minPoints == 2)
    #expect(reduction.minSymbolSize == 20 && reduction.maxSymbolSize == 30)
    #expect(reduction.renderer == nil && reduction.isEnabled)
    try reduction.validate()
    // The marker covers 12 points across: a 10-point circle and half its 2-point outline each side.
    let marker = FindPlacesModel.markerSymbol(color: .brown)
    #expect(marker.size + (marker.outline?.width ?? 0) == 12)
  }
}
