import MeridianBasemap

/// Turns source features into a basemap: the feature table (strings deduplicated, label points,
/// areas) and the zoom levels of the world and of the extract.
enum FeatureTable {
  /// The extract's zoom levels: the middle zooms 6–11 hold what OpenStreetMap Carto draws there (each
  /// class from its style's minimum zoom), 12–16 everything.
  static let extractZooms = 6...16
  /// The world's zoom levels; the last keeps Natural Earth as it is (1:110m needs no more detail).
  static let worldZooms = 0...5

  /// Builds the basemap data.
  ///
  /// - Parameters:
  ///   - extract: The extract's features (land, sea, areas, lines, places).
  ///   - world: The world's land features.
  ///   - box: The extract's box in Web Mercator metres.
  ///   - progress: Called with the fraction of the work done (0...1) after the feature table and
  ///     after each level.
  ///   - labelPoint: Where an area's name goes (its pole of inaccessibility).
  /// - Returns: The data; feature 0 is the ocean.
  /// - Throws: ``BasemapBuildError/tooLarge(what:)`` past the format's bounds; `CancellationError`
  ///   (checked at every feature of the table and of each level).
  static func build(
    extract: [SourceFeature], world: [SourceFeature], box: (min: SIMD2<Double>, max: SIMD2<Double>),
    regions: [(min: SIMD2<Double>, max: SIMD2<Double>, zooms: ClosedRange<Int>)] = [],
    progress: (Double) -> Void = { _ in }, labelPoint: ([[SIMD2<Double>]]) -> SIMD2<Double>
  ) throws -> BasemapData {
    var data = BasemapData()
    data.extractMin = box.min
    data.extractMax = box.max
    var stringIndex: [String: Int32] = [:]
    func intern(_ text: String) -> Int32 {
      if let index = stringIndex[text] { return index }
      let index = Int32(data.strings.count)
      data.strings.append(text)
      stringIndex[text] = index
      return index
    }
    let ocean = SourceFeature(
      styleClass: .sea, osmType: BasemapData.noOSMType, osmID: 0, name: nil, layer: 0, tags: [("natural", "sea")],
      parts: [], isWorld: true)
    // Draw order decides the feature numbering, so every level's shapes are in feature order.
    let ordered = [ocean] + (world + extract).sorted { $0.drawKey < $1.drawKey }
    guard ordered.count < Int(Int32.max) else { throw BasemapBuildError.tooLarge(what: "\(ordered.count) features") }
    for feature in ordered {
      try Task.checkCancellation()
      data.featureClass.append(feature.styleClass)
      data.featureOSMType.append(feature.osmType)
      data.featureOSMID.append(feature.osmID)
      data.featureName.append(feature.name.map(intern) ?? -1)
      data.featureLayer.append(feature.layer)
      for (key, value) in feature.tags {
        data.tagKeys.append(intern(key))
        data.tagValues.append(intern(value))
      }
      data.featureTagStart.append(Int32(data.tagKeys.count))
      if feature.styleClass.isLabelOnly, let point = feature.parts.first?.first {
        data.featureLabelPoint.append(point)
        data.placeFeatures.append(Int32(data.featureClass.count - 1))
        data.placeMinimumZoom.append(Float(feature.labelZoom))
        data.placeImportance.append(feature.importance)
      } else if feature.styleClass.isArea, feature.name != nil, !feature.parts.isEmpty {
        data.featureLabelPoint.append(labelPoint(feature.parts))
      } else {
        data.featureLabelPoint.append(SIMD2(.nan, .nan))
      }
      data.featureArea.append(
        feature.styleClass == .country ? feature.labelArea : feature.styleClass.isArea ? evenOddArea(feature.parts) : 0)
    }
    // What the levels store: what is drawn, and the countries' outlines (never drawn, but where their
    // names go when their label point is out of view).
    let drawn = ordered.enumerated().compactMap { index, feature -> (offset: Int, element: SourceFeature)? in
      guard feature.styleClass.isLabelOnly else { return feature.parts.isEmpty ? nil : (index, feature) }
      guard !feature.outline.isEmpty else { return nil }
      var outline = feature
      outline.parts = feature.outline
      return (index, outline)
    }
    let worldFeatures = drawn.filter { $0.element.isWorld }.map { (index: $0.offset, feature: $0.element) }
    let extractFeatures = drawn.filter { !$0.element.isWorld }.map { (index: $0.offset, feature: $0.element) }
    let global = worldFeatures.filter { $0.feature.tier == 0 }
    // The world's levels: those of its files' zooms, or 0-5 for Natural Earth alone.
    let bands = global.compactMap(\.feature.zooms)
    var globalZooms = worldZooms
    if let low = bands.map(\.lowerBound).min(), let high = bands.map(\.upperBound).max() { globalZooms = low...high }
    let steps = Double(1 + globalZooms.count + extractZooms.count + regions.map(\.zooms.count).reduce(0, +))
    var done = 1.0
    progress(done / steps)
    for zoom in globalZooms {
      let features = global.filter { $0.feature.zooms?.contains(zoom) ?? true }
      data.worldLevels.append(try LevelBuilder.level(features, zoom: zoom, generalize: zoom < globalZooms.upperBound))
      done += 1
      progress(done / steps)
    }
    for (index, region) in regions.enumerated() {
      let features = worldFeatures.filter { $0.feature.tier == index + 1 }
      var levels: [TileLevel] = []
      for zoom in region.zooms {
        levels.append(try LevelBuilder.level(features, zoom: zoom, generalize: zoom < region.zooms.upperBound))
        done += 1
        progress(done / steps)
      }
      data.regions.append(WorldRegion(min: region.min, max: region.max, levels: levels))
    }
    for zoom in extractZooms {
      let features = extractFeatures.filter { Self.minimumLevel(of: $0.feature) <= zoom }
      data.extractLevels.append(try LevelBuilder.level(features, zoom: zoom))
      done += 1
      progress(done / steps)
    }
    return data
  }

  /// The first level an extract's feature is stored at: its class's minimum zoom in OpenStreetMap
  /// Carto's style, and ``VectorTiledLayer/extractDetailZoom`` for the extract's own land and sea
  /// (below it the world layer decides land and sea).
  static func minimumLevel(of feature: SourceFeature) -> Int {
    if feature.osmType == BasemapData.noOSMType { return VectorTiledLayer.extractDetailZoom }
    let zoom = VectorTileStyle.openStreetMapCarto[feature.styleClass].minimumZoom
    return Int(zoom.rounded(.up))
  }

  /// The area that decides whether an area's name fits on it: its largest ring's.
  static func evenOddArea(_ rings: [[SIMD2<Double>]]) -> Double {
    rings.map(Generalizer.area).max() ?? 0
  }
}
