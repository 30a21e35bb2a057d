import Meridian

/// The `codecs` suite: writing polygons of many rings, whose nesting (which ring is a hole) the
/// writers find through an index over ring extents.
///
/// `codecs.esri_encode_5000_rings` and `codecs.esri_encode_50000_rings` time
/// `EsriJSONGeometryCoder.encode` of a polygon of that many separate unit squares (each an outer ring);
/// `codecs.geojson_encode_50000_holes` times `GeoJSONGeometryCoder.encode` of one ring holding 50,000
/// small squares (each a hole). Best of three runs, in seconds. Testing every pair of rings, as the
/// writers did before issue 23, ran past 20 s for 5,000 rings.
func runCodecsSuite(_ bench: inout Bench) async throws {
  func squares(_ count: Int, offset: Double, scale: Double) -> [[Point]] {
    (0..<count).map { i in
      let x = (offset + Double(i % 250) * 3) * scale
      let y = (offset + Double(i / 250) * 3) * scale
      return [
        Point(x: x, y: y), Point(x: x + scale, y: y), Point(x: x + scale, y: y + scale), Point(x: x, y: y + scale),
      ]
    }
  }
  for count in [5_000, 50_000] {
    let polygon = Polygon(parts: squares(count, offset: 0, scale: 1), spatialReference: .webMercator)
    var best = Double.infinity
    for _ in 0..<3 {
      var bytes = 0
      let seconds = try Bench.seconds { bytes = try EsriJSONGeometryCoder().encode(polygon).count }
      blackHole(bytes)
      best = min(best, seconds)
    }
    bench.report("codecs.esri_encode_\(count)_rings", value: best, unit: "s", n: count)
  }
  let outer = [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 50, y: 50), Point(x: 0, y: 50)]
  let holes = Polygon(parts: [outer] + squares(50_000, offset: 1, scale: 0.05), spatialReference: .wgs84)
  var best = Double.infinity
  for _ in 0..<3 {
    var bytes = 0
    let seconds = try Bench.seconds { bytes = try GeoJSONGeometryCoder().encode(holes).count }
    blackHole(bytes)
    best = min(best, seconds)
  }
  bench.report("codecs.geojson_encode_50000_holes", value: best, unit: "s", n: 50_000)
}
