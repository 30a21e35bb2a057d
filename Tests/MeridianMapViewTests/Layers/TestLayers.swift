import Foundation
import MeridianCore
import Synchronization

/// A drawable layer invented for the map view's tests, in Web Mercator metres around (0, 0):
/// a park square 400 m a side centred on (0, 0), a road along y = 0 from x = −5,000 to 5,000 drawn
/// as a grey casing under a white fill, and labels: "Park" at the park's centre, "Main Street" along
/// the road. Feature ids: 1 the park, 2 the road; with ``hasSea``, 3 a background sea under them.
struct InventedLayer: DrawableLayer {
  var name = "Invented"
  var spatialReference: SpatialReference { .webMercator }
  var attribution: String { "invented for a test" }
  /// Extra labels, each a text along its own path.
  var extraLines: [(text: String, path: [SIMD2<Double>], priority: Int)] = []
  /// Whether a background sea, a rectangle over the whole request, lies under everything.
  var hasSea = false
  /// The requests answered, to see what the view asks.
  let requests = RequestLog()

  func drawing(for request: LayerDrawRequest) throws -> LayerDrawing {
    requests.append(request)
    var drawing = LayerDrawing()
    if hasSea {
      let sea = drawing.addPaint(LayerPaint(fillColor: Color(red: 0.667, green: 0.827, blue: 0.875)))
      let e = request.extent
      drawing.addShape(
        paint: sea, feature: LayerFeatureID(rawValue: 3),
        parts: [[SIMD2(e.xMin, e.yMin), SIMD2(e.xMax, e.yMin), SIMD2(e.xMax, e.yMax), SIMD2(e.xMin, e.yMax)]],
        isBackground: true)
    }
    let park = drawing.addPaint(LayerPaint(fillColor: Color(red: 0.784, green: 0.980, blue: 0.800)))
    let casing = drawing.addPaint(LayerPaint(strokeColor: .gray, strokeWidth: 8))
    let road = drawing.addPaint(LayerPaint(strokeColor: .white, strokeWidth: 6, lineCap: .round))
    drawing.addShape(
      paint: park, feature: LayerFeatureID(rawValue: 1),
      parts: [[SIMD2(-200, -200), SIMD2(200, -200), SIMD2(200, 200), SIMD2(-200, 200)]])
    let line: [SIMD2<Double>] = [SIMD2(-5_000, 0), SIMD2(5_000, 0)]
    drawing.addShape(paint: casing, feature: LayerFeatureID(rawValue: 2), parts: [line])
    drawing.addShape(paint: road, feature: LayerFeatureID(rawValue: 2), parts: [line])
    let roadPart = drawing.shapes[drawing.shapes.count - 1].parts.lowerBound
    drawing.labels.append(
      LayerLabel(
        text: "Park", placement: .point(SIMD2(0, 100)), priority: 1, fontSize: 10, color: .black,
        feature: LayerFeatureID(rawValue: 1)))
    drawing.labels.append(
      LayerLabel(
        text: "Main Street", placement: .line(part: roadPart), priority: 2, fontSize: 10, color: .black,
        feature: LayerFeatureID(rawValue: 2)))
    for (index, extra) in extraLines.enumerated() {
      let part = drawing.addPart(extra.path)
      drawing.labels.append(
        LayerLabel(
          text: extra.text, placement: .line(part: part), priority: extra.priority, fontSize: 10, color: .black,
          feature: LayerFeatureID(rawValue: Int64(100 + index))))
    }
    return drawing
  }

  func feature(_ id: LayerFeatureID) -> LayerFeature? {
    switch id.rawValue {
    case 1: return LayerFeature(id: id, kind: "park", attributes: ["name": "Park"], geometry: nil)
    case 2: return LayerFeature(id: id, kind: "road", attributes: ["name": "Main Street"], geometry: nil)
    case 3: return LayerFeature(id: id, kind: "water", attributes: ["class": "sea"], geometry: nil)
    case 100...: return LayerFeature(id: id, kind: "road", attributes: [:], geometry: nil)
    default: return nil
    }
  }
}

/// A layer that cannot draw.
struct BrokenLayer: DrawableLayer {
  struct Failure: Error {}
  var name = "Broken"
  var spatialReference: SpatialReference { .webMercator }
  var attribution: String { "" }
  func drawing(for request: LayerDrawRequest) throws -> LayerDrawing { throw Failure() }
  func feature(_ id: LayerFeatureID) -> LayerFeature? { nil }
}

/// The requests a test layer answered, behind a lock.
final class RequestLog: Sendable {
  private let storage = Mutex<[LayerDrawRequest]>([])
  func append(_ request: LayerDrawRequest) { storage.withLock { $0.append(request) } }
  var all: [LayerDrawRequest] { storage.withLock { $0 } }
}
