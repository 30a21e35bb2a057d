import Foundation
import Meridian
import MeridianSampleData

/// The cluster-places flow: the world's populated places as clusters a front can draw.
///
/// 1. Put the 170,391 GeoNames places (in file order) in an overlay with a clustering reduction
///    (ArcGIS's defaults: 60-point radius, circles of 12 to 70 points with count labels) that sums
///    their population and finds their most common country.
/// 2. Show the whole world (1024 × 768 points at tiling level 2) and print what a front draws.
/// 3. Tap the largest cluster: identify answers an aggregate element.
/// 4. Zoom to its expansion scale, centred on it, and page through its places.
/// 5. Zoom in three and six levels further, printing what a front draws each time.
@MainActor
enum ClusterPlacesFlow {
  /// The view: 1024 points across, the world's width at tiling level 2.
  static let viewSize = CGSize(width: 1024, height: 768)

  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let places = try SampleData.geoNamesPlaces()
    // Each line goes out as soon as it is known: the 170,000 graphics take seconds to make.
    transcript.line(
      "Places: \(places.count.formatted(.number.grouping(.automatic))) GeoNames places with 1,000 people or more "
        + "(GeoNames, CC BY 4.0), in file order")
    var reduction = ClusteringFeatureReduction()
    reduction.aggregateFields = [
      AggregateField(name: "people", statisticFieldName: "population", statisticType: .sum),
      AggregateField(name: "country", statisticFieldName: "country", statisticType: .mode),
    ]
    transcript.line(
      "Reduction: clusters of \(Int(reduction.radius)) points' radius, \(Int(reduction.minSymbolSize))–"
        + "\(Int(reduction.maxSymbolSize))-point circles labelled with their count; aggregates: population "
        + "sum, most common country")
    var symbol = SimpleMarkerSymbol(style: .circle, color: .orange, size: 6)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 1)
    let graphics = places.map { place in
      Graphic(
        geometry: Point(latitude: place.latitude, longitude: place.longitude),
        attributes: ["PlaceName": place.name, "population": place.population, "country": place.countryCode],
        symbol: symbol)
    }
    let overlay = GraphicsOverlay(graphics: graphics)
    overlay.featureReduction = reduction

    // The offline basemap, when loaded, named as the map's own basemap.
    let map = environment.offlineBasemap().map { Map(basemap: $0) } ?? Map(spatialReference: .webMercator)
    let world = TilingScheme.webMercator.levels[2].scale
    map.initialViewpoint = Viewpoint(latitude: 0, longitude: 0, scale: world)
    let mapView = MapView(map: map, graphicsOverlays: [overlay], viewSize: viewSize)
    transcript.step("Show the whole world")
    report(mapView, overlay: overlay, environment: environment)
    environment.snapshots.write("cluster-places-1-world", mapView: mapView)

    guard let largest = largestCluster(mapView) else { return }
    let tap = largest.screenPosition
    transcript.step("Tap the largest cluster at \(environment.screen(tap))")
    let identified = try await mapView.identify(on: overlay, screenPoint: tap, tolerance: 0)
    guard let cluster = identified.geoElements.first as? AggregateGeoElement else {
      transcript.detail("identify found no cluster there")
      return
    }
    transcript.detail(describe(cluster, environment: environment))

    transcript.step("Zoom to its expansion scale, 1:\(grouped(cluster.expansionScale)), centred on it")
    _ = await mapView.setViewpointCenter(cluster.position, scale: cluster.expansionScale)
    report(mapView, overlay: overlay, environment: environment)
    environment.snapshots.write("cluster-places-2-expanded", mapView: mapView)

    transcript.step("Page through its \(cluster.count.formatted(.number.grouping(.automatic))) places, 5 at a time")
    for offset in [0, 5] {
      let page = try cluster.containedGeoElements(limit: 5, offset: offset)
      let names = page.map { graphic in
        "\(graphic.attributes["PlaceName"] as? String ?? "?") (\(graphic.attributes["country"] as? String ?? "?"))"
      }
      transcript.detail("\(offset + 1)–\(offset + page.count): \(names.joined(separator: ", "))")
    }

    for (step, deeper) in [3, 6].enumerated() {
      let zoom = cluster.expansionZoom + deeper
      let scale = TilingScheme.webMercator.scale(forZoom: zoom) ?? world
      transcript.step("Zoom in to level \(zoom), 1:\(grouped(scale)), on the same centre")
      _ = await mapView.setViewpointCenter(cluster.position, scale: scale)
      report(mapView, overlay: overlay, environment: environment)
      environment.snapshots.write("cluster-places-\(step + 3)-level-\(zoom)", mapView: mapView)
    }
  }

  /// Prints what a front draws now: the level, the clusters and single places whose centre is in
  /// the view (the three largest clusters, the first three single places in the data's order), and
  /// how many more a front draws because their symbols reach in across the view's edges.
  private static func report(_ mapView: MapView, overlay: GraphicsOverlay, environment: FlowEnvironment) {
    let transcript = environment.transcript
    let items = mapView.displayList()
    let bounds = CGRect(origin: .zero, size: mapView.viewSize)
    let inside = items.filter { bounds.contains($0.screenPosition) }
    let clusters = inside.compactMap(\.cluster)
    let singles = inside.filter { $0.cluster == nil }
    transcript.detail(
      "level \(mapView.clusterZoom) (scale 1:\(grouped(mapView.scale))), centre \(environment.geographic(mapView.center))"
    )
    transcript.detail(
      "in view: \(counted(clusters.count, "cluster")) of \(grouped(Double(clusters.reduce(0) { $0 + $1.count }))) "
        + "places, \(counted(singles.count, "single place"))")
    let reaching = items.count - inside.count
    transcript.detail("drawn: those and \(counted(reaching, "symbol")) reaching in across the edges")
    let largest = clusters.sorted { ($0.count, -$0.clusterID) > ($1.count, -$1.clusterID) }
    for (rank, cluster) in largest.prefix(3).enumerated() {
      transcript.detail("  \(rank + 1). \(describe(cluster, environment: environment))")
    }
    if !singles.isEmpty {
      let names = singles.prefix(3).map { $0.graphic.attributes["PlaceName"] as? String ?? "?" }
      transcript.detail("  single places, first in the data: \(names.joined(separator: ", "))")
    }
  }

  /// The cluster drawn with the largest count (the smaller id on a tie).
  private static func largestCluster(_ mapView: MapView) -> DisplayItem? {
    mapView.displayList().filter { $0.cluster != nil }.max {
      ($0.cluster?.count ?? 0, -($0.cluster?.clusterID ?? 0)) < ($1.cluster?.count ?? 0, -($1.cluster?.clusterID ?? 0))
    }
  }

  private static func describe(_ cluster: AggregateGeoElement, environment: FlowEnvironment) -> String {
    let people = (cluster.attributes["people"] as? Double).map { Int($0).formatted(.number.grouping(.automatic)) }
    return "cluster \(cluster.clusterID): \(cluster.count.formatted(.number.grouping(.automatic))) places at "
      + "\(environment.geographic(cluster.position)), \(people ?? "?") people, mostly "
      + "\(cluster.attributes["country"] as? String ?? "?"); expands at level \(cluster.expansionZoom)"
  }

  private static func grouped(_ value: Double) -> String {
    Int(value.rounded()).formatted(.number.grouping(.automatic))
  }
}
