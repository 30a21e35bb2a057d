import Foundation
public import MeridianCore

extension VectorTiledLayer {
  /// The zoom below which the extract is not drawn: its first level's (its main roads, railways,
  /// rivers, lakes and forests; its land and coastline only from ``extractDetailZoom``).
  public static let extractMinimumZoom = 6.0

  /// The zoom from which the extract's own land and sea are drawn, over the world layer's.
  public static let extractDetailZoom = 10

  /// The smallest area, in square points, whose name is labelled.
  public static let minimumLabelledArea = 1_500.0

  /// What to draw in an area at a resolution: the sea over the whole area, the world's land, then the
  /// extract's shapes in draw order, with roads' casings under their fills, and the labels.
  ///
  /// The zoom is the fractional Web Mercator zoom of the request's resolution; each part is drawn from
  /// the level of the zoom rounded up (within the levels stored), so a shape strays at most half a
  /// point from the data at any scale up to the last level's.
  ///
  /// - Parameter request: The area (Web Mercator) and resolution.
  /// - Returns: The shapes and label candidates.
  public func drawing(for request: LayerDrawRequest) throws -> LayerDrawing {
    let data = vectorTileCache.data
    let zoom = TileLevel.scheme.zoom(forResolution: request.unitsPerPoint)
    let extent = request.extent
    guard zoom.isFinite, extent.xMin.isFinite, extent.yMin.isFinite, extent.xMax.isFinite, extent.yMax.isFinite
    else { return LayerDrawing() }
    let low = SIMD2(extent.xMin, extent.yMin)
    let high = SIMD2(extent.xMax, extent.yMax)
    var writer = DrawingWriter(data: data, style: style, zoom: zoom, resolution: request.unitsPerPoint)
    writer.addOcean(low, high)
    // The world, then its regional cuts from their first zoom; a cut holding the whole request hides
    // what lies under it.
    let regions = data.regions.filter { region in
      guard let first = region.levels.first else { return false }
      return (zoom - 1e-9).rounded(.up) >= Double(first.zoom) && region.meets(low, high)
    }
    let hidden = regions.lastIndex { $0.contains(low, high) }
    if hidden == nil, let level = Self.level(data.worldLevels, zoom: zoom) {
      writer.add(level, shapes: level.shapes(meeting: low, high))
    }
    for region in regions[(hidden ?? 0)...] {
      if let level = Self.level(region.levels, zoom: zoom) {
        writer.add(level, shapes: level.shapes(meeting: low, high))
      }
    }
    let meetsExtract =
      low.x <= data.extractMax.x && high.x >= data.extractMin.x && low.y <= data.extractMax.y
      && high.y >= data.extractMin.y
    let drawsExtract = zoom >= Self.extractMinimumZoom && meetsExtract
    if drawsExtract, let level = Self.level(data.extractLevels, zoom: zoom) {
      writer.add(level, shapes: level.shapes(meeting: low, high))
    }
    writer.addPlaces(low, high, extractDrawn: drawsExtract)
    writer.addLineLabels()
    return writer.drawing
  }

  /// The level for a zoom: the zoom rounded up, within the levels stored.
  static func level(_ levels: [TileLevel], zoom: Double) -> TileLevel? {
    guard let first = levels.first, let last = levels.last else { return nil }
    let wanted = Int(Swift.min(Swift.max((zoom - 1e-9).rounded(.up), Double(first.zoom)), Double(last.zoom)))
    return levels.first { $0.zoom == wanted }
  }
}

/// Writes a drawing shape by shape, with one paint per class and role.
private struct DrawingWriter {
  let data: BasemapData
  let style: VectorTileStyle
  let zoom: Double
  let resolution: Double
  var drawing = LayerDrawing()
  /// Paint indices per class: the main paint and the casing, -1 for none; -2 not yet made.
  private var mainPaint = [Int](repeating: -2, count: StyleClass.allCases.count)
  private var casingPaint = [Int](repeating: -2, count: StyleClass.allCases.count)
  /// The named lines' pieces: feature, label style and part, by name.
  private var namedLines: [String: [(feature: Int, label: LabelStyle, part: Int)]] = [:]

  init(data: BasemapData, style: VectorTileStyle, zoom: Double, resolution: Double) {
    self.data = data
    self.style = style
    self.zoom = zoom
    self.resolution = resolution
  }

  /// The sea: a rectangle over the whole request.
  mutating func addOcean(_ low: SIMD2<Double>, _ high: SIMD2<Double>) {
    let paint = main(.sea)
    guard paint >= 0 else { return }
    drawing.addShape(
      paint: paint, feature: LayerFeatureID(rawValue: Int64(BasemapData.oceanFeature)),
      parts: [[low, SIMD2(high.x, low.y), high, SIMD2(low.x, high.y)]], isBackground: true)
  }

  /// The shapes of a level, in draw order; each run of roads of one `layer` has its casings first.
  mutating func add(_ level: TileLevel, shapes: [Int]) {
    var i = 0
    while i < shapes.count {
      let feature = Int(level.shapeFeature[shapes[i]])
      let styleClass = data.featureClass[feature]
      guard styleClass.isRoad else {
        let paint = main(styleClass)
        if paint >= 0 {
          let parts = copyParts(level, shapes[i])
          drawing.shapes.append(
            LayerShape(
              paint: paint, feature: LayerFeatureID(rawValue: Int64(feature)), parts: parts,
              isBackground: styleClass.isBackground))
          addAreaLabel(feature, styleClass)
        }
        i += 1
        continue
      }
      // A run of roads on one layer: casings, then fills.
      var j = i
      let layer = data.featureLayer[feature]
      while j < shapes.count {
        let f = Int(level.shapeFeature[shapes[j]])
        guard data.featureClass[f].isRoad, data.featureLayer[f] == layer else { break }
        j += 1
      }
      var copied: [(feature: Int, parts: Range<Int>)] = []
      for k in i..<j {
        let f = Int(level.shapeFeature[shapes[k]])
        guard main(data.featureClass[f]) >= 0 else { continue }
        copied.append((f, copyParts(level, shapes[k])))
      }
      for (f, parts) in copied {
        let casing = casing(data.featureClass[f])
        if casing >= 0 {
          drawing.shapes.append(LayerShape(paint: casing, feature: LayerFeatureID(rawValue: Int64(f)), parts: parts))
        }
      }
      for (f, parts) in copied {
        drawing.shapes.append(
          LayerShape(paint: main(data.featureClass[f]), feature: LayerFeatureID(rawValue: Int64(f)), parts: parts))
        addLineLabels(f, data.featureClass[f], parts: parts)
      }
      i = j
    }
  }

  /// The labels of the places and countries in the request: a world place from its own zoom (Carto's,
  /// by kind and population), an extract's place from the style's while the extract is drawn, a country
  /// where Carto names it (its area over 1,000 square points below zoom 5; under 360,000 from zoom 10),
  /// at its label point when that lies in the middle of the request every view shows, else inside the
  /// part of it there, else at its label point.
  mutating func addPlaces(_ low: SIMD2<Double>, _ high: SIMD2<Double>, extractDrawn: Bool) {
    let middle = VectorTiledLayer.countryNameArea(low, high, resolution: resolution)
    let outlines = VectorTiledLayer.countryOutlines(data, low: middle.low, high: middle.high, zoom: zoom)
    for (index, feature) in data.placeFeatures.map(Int.init).enumerated() {
      var p = data.featureLabelPoint[feature]
      let styleClass = data.featureClass[feature]
      let inView = p.x >= low.x && p.x <= high.x && p.y >= low.y && p.y <= high.y
      guard inView || styleClass == .country else { continue }
      guard let label = style[styleClass].label, !style[styleClass].isHidden, let name = data.name(of: feature) else {
        continue
      }
      var priority = label.priority * 100
      if styleClass == .country {
        let area = data.featureArea[feature] / (resolution * resolution)
        guard zoom >= label.minimumZoom, zoom >= 5 || area >= 1_000,
          area <= 360_000 || zoom < VectorTiledLayer.largeCountryMaximumZoom
        else { continue }
        let inMiddle = p.x >= middle.low.x && p.x <= middle.high.x && p.y >= middle.low.y && p.y <= middle.high.y
        if !inMiddle, let outlines, let shape = outlines.shapes[feature],
          let inside = VectorTiledLayer.countryNamePoint(
            shape: shape, in: outlines.level, low: middle.low, high: middle.high, resolution: resolution)
        {
          p = inside
        } else if !inView {
          continue
        }
        priority -= Swift.min(99, Int(log2(Swift.max(area, 1))))
      } else {
        let minimum = Double(data.placeMinimumZoom[index])
        if minimum.isNaN {
          guard extractDrawn, zoom >= label.minimumZoom else { continue }
        } else {
          guard zoom >= minimum else { continue }
        }
        priority -= Int(data.placeImportance[index])
      }
      drawing.labels.append(
        LayerLabel(
          text: name, placement: .point(p), priority: priority, fontSize: label.fontSize,
          color: label.color, haloColor: label.haloColor, isItalic: label.isItalic,
          feature: LayerFeatureID(rawValue: Int64(feature))))
    }
  }

  private mutating func copyParts(_ level: TileLevel, _ shape: Int) -> Range<Int> {
    let first = drawing.partEnds.count
    for part in level.parts(ofShape: shape) { drawing.addPart(level.points(ofPart: part)) }
    return first..<drawing.partEnds.count
  }

  private mutating func addAreaLabel(_ feature: Int, _ styleClass: StyleClass) {
    guard let label = style[styleClass].label, zoom >= label.minimumZoom, let name = data.name(of: feature) else {
      return
    }
    let p = data.featureLabelPoint[feature]
    let area = data.featureArea[feature] / (resolution * resolution)
    guard p.x.isFinite, p.y.isFinite, area >= VectorTiledLayer.minimumLabelledArea else { return }
    // Larger areas first within a class.
    let size = Swift.min(99, Int(log2(area)))
    drawing.labels.append(
      LayerLabel(
        text: name, placement: .point(p), priority: label.priority * 100 - size, fontSize: label.fontSize,
        color: label.color, haloColor: label.haloColor, isItalic: label.isItalic,
        feature: LayerFeatureID(rawValue: Int64(feature))))
  }

  private mutating func addLineLabels(_ feature: Int, _ styleClass: StyleClass, parts: Range<Int>) {
    guard let label = style[styleClass].label, zoom >= label.minimumZoom, let name = data.name(of: feature) else {
      return
    }
    for part in parts { namedLines[name, default: []].append((feature, label, part)) }
  }

  /// The line labels: the pieces of each name joined where they meet end to end, one label along
  /// each chain (in the style of its most important piece).
  mutating func addLineLabels() {
    for (name, pieces) in namedLines.sorted(by: { $0.key < $1.key }) {
      let ends = pieces.map { piece in
        let points = drawing.part(piece.part)
        return (first: points.first ?? .zero, last: points.last ?? .zero)
      }
      for chain in LineLabelChains.chains(ends) {
        guard let first = chain.first else { continue }
        var part = pieces[first.path].part
        if chain.count > 1 {
          var points: [SIMD2<Double>] = []
          for link in chain {
            let piece = drawing.part(pieces[link.path].part)
            let ordered = link.reversed ? Array(piece.reversed()) : Array(piece)
            points += points.isEmpty ? ordered[...] : ordered.dropFirst()
          }
          part = drawing.addPart(points)
        }
        let best = chain.map { pieces[$0.path] }.min { $0.label.priority < $1.label.priority } ?? pieces[first.path]
        let label = best.label
        drawing.labels.append(
          LayerLabel(
            text: name, placement: .line(part: part), priority: label.priority * 100, fontSize: label.fontSize,
            color: label.color, haloColor: label.haloColor, isItalic: label.isItalic,
            feature: LayerFeatureID(rawValue: Int64(best.feature))))
      }
    }
  }

  /// The index of a class's main paint: its fill (with outline) for an area, its line for a line;
  /// -1 when the class is hidden or not drawn at this zoom.
  private mutating func main(_ styleClass: StyleClass) -> Int {
    let index = Int(styleClass.rawValue)
    if mainPaint[index] != -2 { return mainPaint[index] }
    let classStyle = style[styleClass]
    var paint = -1
    if !classStyle.isHidden, zoom >= classStyle.minimumZoom {
      let width = classStyle.widths.value(atZoom: zoom)
      if styleClass.isArea {
        if let fill = classStyle.fillColor {
          let stroke = width > 0 ? classStyle.strokeColor : nil
          paint = drawing.addPaint(LayerPaint(fillColor: fill, strokeColor: stroke, strokeWidth: width))
        }
      } else if let color = classStyle.strokeColor, width > 0 {
        let casing = classStyle.casingColor != nil ? classStyle.casingWidths.value(atZoom: zoom) : 0
        let fillWidth = Swift.max(width - 2 * casing, width / 2)
        paint = drawing.addPaint(
          LayerPaint(
            strokeColor: color, strokeWidth: fillWidth, dashPattern: classStyle.dashPattern,
            lineCap: classStyle.dashPattern.isEmpty ? .round : .butt))
      }
    }
    mainPaint[index] = paint
    return paint
  }

  /// The index of a road class's casing paint, or -1.
  private mutating func casing(_ styleClass: StyleClass) -> Int {
    let index = Int(styleClass.rawValue)
    if casingPaint[index] != -2 { return casingPaint[index] }
    let classStyle = style[styleClass]
    var paint = -1
    let width = classStyle.widths.value(atZoom: zoom)
    // Carto draws no casing at small scales (its casing widths start at zoom 12).
    if main(styleClass) >= 0, let color = classStyle.casingColor, width > 0,
      classStyle.casingWidths.value(atZoom: zoom) > 0
    {
      paint = drawing.addPaint(LayerPaint(strokeColor: color, strokeWidth: width, lineCap: .round))
    }
    casingPaint[index] = paint
    return paint
  }
}
