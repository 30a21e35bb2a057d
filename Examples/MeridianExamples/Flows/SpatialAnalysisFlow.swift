import Foundation
import Meridian

/// The spatial-analysis flow: how much of a park lies within 50 m of a walk beside it.
///
/// 1. Make the park (Kaisaniemi Park, Helsinki, with its tennis courts as a hole) and the walk
///    (Kaisaniemenkatu, Unioninkatu and Kaisaniemenranta) from OpenStreetMap's coordinates; measure
///    them on the ellipsoid.
/// 2. Buffer the walk by 50 m on the ellipsoid.
/// 3. Intersect the buffer with the park, and subtract it from the park; measure both.
/// 4. Draw the park, the buffer, the part within and the walk, and zoom to the buffer.
@MainActor
enum SpatialAnalysisFlow {
  /// How far from the walk counts as near it, in metres.
  static let distance = 50.0

  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let walk = Polyline(points: points(KaisaniemiData.walk), spatialReference: .wgs84)
    let park = Polygon(
      parts: [points(KaisaniemiData.parkOuter), points(KaisaniemiData.parkInner)], spatialReference: .wgs84)
    let parkArea = try GeometryEngine.geodeticArea(of: park)
    transcript.line(
      "Park: Kaisaniemi Park, Helsinki, \(squareMetres(parkArea)) on the ellipsoid "
        + "(OpenStreetMap relation 6627217; its tennis courts are a hole)")
    transcript.line(
      "Walk: \(counted(KaisaniemiData.walk.count, "point")), \(metres(try GeometryEngine.geodeticLength(of: walk))) "
        + "along Kaisaniemenkatu, Unioninkatu and Kaisaniemenranta")

    transcript.step("Buffer the walk by 50 m on the ellipsoid")
    let buffer = try GeometryEngine.geodeticBuffer(around: walk, distance: distance)
    transcript.detail("buffer: \(describe(buffer, area: try GeometryEngine.geodeticArea(of: buffer)))")

    transcript.step("Intersect the buffer with the park")
    let near = try GeometryEngine.intersection(buffer, park)
    let nearArea = try GeometryEngine.geodeticArea(of: near)
    let share = (nearArea / parkArea * 100).formatted(.number.precision(.fractionLength(1)))
    transcript.detail("the park within 50 m of the walk: \(describe(near, area: nearArea)), \(share) % of the park")

    transcript.step("Subtract the buffer from the park")
    let far = try GeometryEngine.difference(park, buffer)
    let farArea = try GeometryEngine.geodeticArea(of: far)
    transcript.detail("the park farther than 50 m: \(describe(far, area: farArea))")
    transcript.detail("the two together: \(squareMetres(nearArea + farArea)), the park's area")

    transcript.step("Draw them and zoom to the buffer")
    let mapView = try await show(park: park, buffer: buffer, near: near, walk: walk, environment: environment)
    transcript.detail(environment.describe(mapView))
    environment.snapshots.write("spatial-analysis-1-park", mapView: mapView)
  }

  /// A map view over the offline basemap showing the four shapes, zoomed to the buffer.
  private static func show(
    park: Polygon, buffer: Polygon, near: Polygon, walk: Polyline, environment: FlowEnvironment
  ) async throws -> MapView {
    let map = environment.offlineBasemap().map { Map(basemap: $0) } ?? Map(spatialReference: .webMercator)
    let outline = SimpleLineSymbol(style: .solid, color: .white, width: 1)
    let overlay = GraphicsOverlay(graphics: [
      Graphic(
        geometry: park, symbol: SimpleFillSymbol(color: Color(red: 0.2, green: 0.6, blue: 0.2, alpha: 0.5))),
      Graphic(
        geometry: buffer,
        symbol: SimpleFillSymbol(color: Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.25), outline: outline)),
      Graphic(
        geometry: near,
        symbol: SimpleFillSymbol(color: Color(red: 1, green: 0.55, blue: 0, alpha: 0.7), outline: outline)),
      Graphic(geometry: walk, symbol: SimpleLineSymbol(style: .dash, color: .red, width: 3)),
    ])
    let mapView = MapView(map: map, graphicsOverlays: [overlay], viewSize: FlowEnvironment.viewSize)
    _ = await mapView.setViewpointGeometry(try GeometryEngine.project(buffer, into: .webMercator), padding: 30)
    return mapView
  }

  /// A polygon's parts (shells and holes) and its area on the ellipsoid.
  private static func describe(_ polygon: Polygon, area: Double) -> String {
    "\(counted(polygon.parts.count, "ring")), \(squareMetres(area))"
  }

  private static func points(_ coordinates: [(longitude: Double, latitude: Double)]) -> [Point] {
    coordinates.map { Point(x: $0.longitude, y: $0.latitude, spatialReference: .wgs84) }
  }

  /// An area rounded to 10 m², grouped: "123,730 m²".
  private static func squareMetres(_ area: Double) -> String {
    "\(((area / 10).rounded() * 10).formatted(.number.precision(.fractionLength(0)).grouping(.automatic))) m²"
  }

  /// A length rounded to the metre: "1,176 m".
  private static func metres(_ length: Double) -> String {
    "\(length.formatted(.number.precision(.fractionLength(0)).grouping(.automatic))) m"
  }
}
