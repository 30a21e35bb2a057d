import MeridianCore

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// A basemap built from invented features (Web Mercator metres near the origin), so every shape,
/// paint and label can be worked out by hand.
enum InventedBasemap {
  /// A 1 km box with a park (200 m square, named), a named primary road across, a building and a
  /// place node; the world is one invented island far away.
  static func cache() throws -> VectorTileCache {
    let box = (min: SIMD2(0.0, 0.0), max: SIMD2(1_000.0, 1_000.0))
    func feature(
      _ styleClass: StyleClass, id: Int64, name: String?, _ parts: [[SIMD2<Double>]], layer: Int8 = 0
    )
      -> SourceFeature
    {
      SourceFeature(
        styleClass: styleClass, osmType: 1, osmID: id, name: name, layer: layer,
        tags: name.map { [("name", $0)] } ?? [], parts: parts, isWorld: false)
    }
    let square: [SIMD2<Double>] = [SIMD2(100, 100), SIMD2(300, 100), SIMD2(300, 300), SIMD2(100, 300), SIMD2(100, 100)]
    let house: [SIMD2<Double>] = [SIMD2(600, 600), SIMD2(610, 600), SIMD2(610, 610), SIMD2(600, 610), SIMD2(600, 600)]
    let extract = [
      feature(.land, id: 0, name: nil, [[box.min, SIMD2(1_000, 0), box.max, SIMD2(0, 1_000), box.min]]),
      feature(.primary, id: 11, name: "Main Road", [[SIMD2(0, 500), SIMD2(1_000, 500)]]),
      feature(.park, id: 12, name: "Square Park", [square]),
      feature(.building, id: 13, name: nil, [house]),
      SourceFeature(
        styleClass: .place, osmType: 0, osmID: 14, name: "Kamppi", layer: 0, tags: [("place", "suburb")],
        parts: [[SIMD2(800, 800)]], isWorld: false),
    ]
    let island: [SIMD2<Double>] = [
      SIMD2(1e7, 1e7), SIMD2(1.1e7, 1e7), SIMD2(1.1e7, 1.1e7), SIMD2(1e7, 1.1e7), SIMD2(1e7, 1e7),
    ]
    let world = [
      SourceFeature(
        styleClass: .land, osmType: BasemapData.noOSMType, osmID: 0, name: "Island", layer: 0, tags: [],
        parts: [island], isWorld: true)
    ]
    let data = try FeatureTable.build(extract: extract, world: world, box: box) { rings in
      // The centre of the first ring's bounds (enough for these squares).
      let ring = rings[0]
      return
        (ring.reduce(SIMD2(repeating: .infinity), pointwiseMin)
        + ring.reduce(-SIMD2(repeating: .infinity), pointwiseMax)) / 2
    }
    return VectorTileCache(data: data, buildReport: BasemapBuildReport())
  }
}
