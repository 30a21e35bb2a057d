import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Each zoom level's generalized geometry against the unsimplified geometry the builder started from
/// (`OSMFeatures`: ways, assembled multipolygons, the land and the sea, in Web Mercator metres).
///
/// At zoom z one point covers r = 2πR / (256 · 2ᶻ) metres, so half a point is t = r / 2 (19.1 m at
/// zoom 12, 1.19 m at 16). A part kept at a level must be within t of an unsimplified part of its
/// feature both ways (the discrete Hausdorff distance: every vertex of each to the other, and points
/// every t / 4 along each generalized segment to the original, which underestimates the true
/// distance by at most t / 8; the true distance of a Douglas–Peucker run is at most t: the run lies
/// within t of its segment and projects onto all of it). A part a level leaves out must be smaller than a point: a line
/// shorter than r, or a ring whose area is below r² plus what simplifying by t can change it by
/// (2tP + πt² for a perimeter P, see `MultipolygonReferenceTests`).
@Suite("Generalization bounded") struct GeneralizationBoundTests {
  struct Key: Hashable {
    var type: UInt8
    var id: Int64
    var styleClass: StyleClass
  }

  /// A Boolean value indicating whether a level may leave out a part at a resolution r.
  static func isSmallerThanAPoint(_ part: [SIMD2<Double>], isArea: Bool, resolution r: Double) -> Bool {
    guard isArea else { return ReferenceGeometry.length(part) < r }
    let t = r / 2
    let perimeter = ReferenceGeometry.length(part)
    return ReferenceGeometry.ringArea(part) < r * r + 2 * t * perimeter + .pi * t * t
  }

  /// The source features by OpenStreetMap type, id and class (unique: the land and the sea have no
  /// id but their own class), once per process.
  static let sources = Result { () throws -> [Key: SourceFeature] in
    var reader = try OSMFeatures(try HelsinkiExtract.extract.get())
    var byKey: [Key: SourceFeature] = [:]
    for source in try reader.features() where source.styleClass != .place {
      let key = Key(type: source.osmType, id: source.osmID, styleClass: source.styleClass)
      guard byKey[key] == nil else { throw KeyError.duplicate("\(key)") }
      byKey[key] = source
    }
    return byKey
  }

  enum KeyError: Error { case duplicate(String) }

  @Test("Every extract feature stays within half a point of its unsimplified geometry", arguments: 6...16)
  func hausdorff(zoom: Int) throws {
    let byKey = try Self.sources.get()
    let (data, _) = try HelsinkiBasemap.built.get()
    try #require(data.extractLevels.map(\.zoom) == Array(6...16))
    let level = try #require(data.extractLevels.first { $0.zoom == zoom })
    let r = TileLevel.scheme.resolution(atZoom: Double(zoom))
    let t = r / 2
    var drawn = Set<Key>()
    for shape in 0..<level.shapeCount {
      let feature = Int(level.shapeFeature[shape])
      let key = Key(
        type: data.featureOSMType[feature], id: data.featureOSMID[feature], styleClass: data.featureClass[feature])
      let source = try #require(byKey[key], "no source for \(key)")
      drawn.insert(key)
      // Levels store rings without their closing vertex: close them to compare outlines.
      let isArea = source.styleClass.isArea
      let parts = level.parts(ofShape: shape).map { part -> ReferenceGeometry.IndexedPath in
        var points = Array(level.points(ofPart: part))
        if isArea, let first = points.first, points.last != first { points.append(first) }
        return ReferenceGeometry.IndexedPath(points)
      }
      let originals = source.parts.map(ReferenceGeometry.IndexedPath.init)
      var matched = Set<Int>()
      for part in parts {
        var best = Double.infinity
        let (low, high) = part.bounds
        for (i, original) in originals.enumerated() {
          // Parts whose bounds are more than t apart cannot be within t.
          let (originalLow, originalHigh) = original.bounds
          guard all(originalLow .<= high + t) && all(low .<= originalHigh + t) else { continue }
          let d = ReferenceGeometry.hausdorff(original, part, step: t / 4, limit: min(best, 2 * t))
          if d <= t + 1e-6 { matched.insert(i) }
          best = min(best, d)
        }
        #expect(best <= t + 1e-6, "\(key): a part \(best) m from the data (t = \(t) m)")
      }
      for (i, original) in source.parts.enumerated() where !matched.contains(i) {
        #expect(
          Self.isSmallerThanAPoint(original, isArea: source.styleClass.isArea, resolution: r),
          "\(key): part \(i) of \(original.count) points left out")
      }
    }
    // Features the level leaves out entirely are smaller than a point there, or of a class Carto draws
    // from a later zoom (docs/basemap.md, "Middle zooms"; the extract's own land and sea from zoom 10).
    func stored(_ key: Key) -> Bool {
      key.type == BasemapData.noOSMType
        ? zoom >= 10 : VectorTileStyle.openStreetMapCarto[key.styleClass].minimumZoom <= Double(zoom)
    }
    for (key, source) in byKey where !drawn.contains(key) && stored(key) {
      #expect(
        source.parts.allSatisfy { Self.isSmallerThanAPoint($0, isArea: source.styleClass.isArea, resolution: r) },
        "\(key): left out")
    }
  }
}
