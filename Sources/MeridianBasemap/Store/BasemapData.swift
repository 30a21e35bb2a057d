/// A built basemap in memory: its features (class, OpenStreetMap identity, name, tags, label point)
/// and its zoom levels of tiled, generalized shapes, for the extract and for the world.
///
/// Feature `f` is `featureClass[f]`, from `featureOSMType[f]`/`featureOSMID[f]` (type 255 for the
/// world's countries and the extract's own land and sea, which are no OpenStreetMap object), named
/// `strings[featureName[f]]` (-1 for none), with tags `tagKeys`/`tagValues` at
/// `featureTagStart[f] ..< featureTagStart[f + 1]` (string indices).
package struct BasemapData: Sendable, Hashable {
  /// The type code of a feature that is no OpenStreetMap object.
  package static let noOSMType: UInt8 = 255

  package var strings: [String] = []
  package var featureClass: [StyleClass] = []
  package var featureOSMType: [UInt8] = []
  package var featureOSMID: [Int64] = []
  package var featureName: [Int32] = []
  package var featureLayer: [Int8] = []
  package var featureTagStart: [Int32] = [0]
  package var tagKeys: [Int32] = []
  package var tagValues: [Int32] = []
  /// Where a feature's name goes (a place's node, an area's pole of inaccessibility); NaN for none.
  package var featureLabelPoint: [SIMD2<Double>] = []
  /// An area feature's area in square metres (0 for lines and places).
  package var featureArea: [Double] = []
  /// The place and country features (labels only, at their label point), ascending.
  package var placeFeatures: [Int32] = []
  /// Each place's minimum zoom (NaN: the style's) and importance (higher is placed first), by
  /// ``placeFeatures``' order.
  package var placeMinimumZoom: [Float] = []
  package var placeImportance: [Int16] = []
  /// The world layer's regional cuts, drawn over the world's levels in order.
  package var regions: [WorldRegion] = []
  /// The extract's levels, by ascending zoom.
  package var extractLevels: [TileLevel] = []
  /// The world's levels, by ascending zoom.
  package var worldLevels: [TileLevel] = []
  /// The extract's box in Web Mercator metres: minimum and maximum corner.
  package var extractMin = SIMD2<Double>(0, 0)
  package var extractMax = SIMD2<Double>(0, 0)

  /// An empty basemap, for a build to fill.
  package init() {}

  /// The feature drawn as the sea around the world's land (feature 0 of every build).
  package static let oceanFeature = 0

  /// The number of features.
  package var featureCount: Int { featureClass.count }

  /// A feature's name, or `nil`.
  package func name(of feature: Int) -> String? {
    let index = Int(featureName[feature])
    return strings.indices.contains(index) ? strings[index] : nil
  }

  /// A feature's tags as text.
  package func tags(of feature: Int) -> [(key: String, value: String)] {
    (Int(featureTagStart[feature])..<Int(featureTagStart[feature + 1])).compactMap { i in
      let key = Int(tagKeys[i])
      let value = Int(tagValues[i])
      guard strings.indices.contains(key), strings.indices.contains(value) else { return nil }
      return (strings[key], strings[value])
    }
  }
}
