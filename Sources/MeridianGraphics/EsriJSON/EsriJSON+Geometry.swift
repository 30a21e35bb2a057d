import Foundation
import InternalMeridianUtilities
import MeridianCore

// A minimal Esri JSON geometry reader and writer for features. Coordinates are range-checked as
// MeridianCore's decoders check them (GeometryEngine.coordinateProblem): latitudes in -90...90 and
// longitudes within ±540 for a geographic reference, x and y within ±1e15 otherwise; a WKID must lie
// in 1...999,999. Errors name the JSON path.
extension EsriJSON {
  // MARK: - Decoding

  static func geometry(_ value: JSONValue, path: String) throws(GraphicsError) -> any Geometry {
    let r = try JSONObjectReader(value, path: path)
    let sr = try spatialReference(r)
    let hasZ = try r.bool("hasZ") ?? false
    let hasM = try r.bool("hasM") ?? false
    if r.fields["x"] != nil {
      guard let x = try r.number("x") else { return Point(x: .nan, y: .nan, spatialReference: sr) }
      guard let y = try r.number("y") else { throw r.wrong("y", "a finite number") }
      let (z, m) = (try r.number("z"), try r.number("m"))
      try checkRange(x: x, y: y, z: z, m: m, sr: sr, path: path)
      return Point(x: x, y: y, z: z, m: m, spatialReference: sr)
    }
    if r.has("xmin") {
      guard let xMin = try r.number("xmin"), let yMin = try r.number("ymin"), let xMax = try r.number("xmax"),
        let yMax = try r.number("ymax")
      else { throw r.wrong("ymin", "a finite number, as are xmax and ymax") }
      try checkRange(x: xMin, y: yMin, sr: sr, path: "\(path) (xmin, ymin)")
      try checkRange(x: xMax, y: yMax, sr: sr, path: "\(path) (xmax, ymax)")
      return Envelope(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax, spatialReference: sr)
    }
    if let points = try r.array("points") {
      return Multipoint(
        points: try coordinates(points, path: "\(path).points", hasZ: hasZ, hasM: hasM, sr: sr), spatialReference: sr)
    }
    if let paths = try r.array("paths") {
      return Polyline(
        parts: try parts(paths, path: "\(path).paths", hasZ: hasZ, hasM: hasM, sr: sr), spatialReference: sr)
    }
    if let rings = try r.array("rings") {
      // Esri rings repeat their first point at the end; Meridian's need not, so drop the repeat.
      let closed = try parts(rings, path: "\(path).rings", hasZ: hasZ, hasM: hasM, sr: sr)
      let open = closed.map(RingOrientation.opened)
      return Polygon(parts: open, spatialReference: sr)
    }
    throw GraphicsError.malformedJSON("\(path) has none of x, xmin, points, paths or rings, so it is no Esri geometry.")
  }

  static func spatialReference(_ r: JSONObjectReader) throws(GraphicsError) -> SpatialReference? {
    guard let sr = try r.object("spatialReference") else { return nil }
    let given = try sr.number("wkid")
    let latest = try sr.number("latestWkid")
    guard let number = given ?? latest, number == number.rounded(), let wkid = Int(truncating: number) else {
      throw sr.wrong("wkid", "an integer")
    }
    guard GeometryEngine.acceptedWKIDs.contains(wkid) else {
      throw GraphicsError.malformedJSON(
        "\(sr.path).wkid is \(wkid), outside 1...999999, so it is no EPSG or Esri code.")
    }
    return SpatialReference(wkid: wkid)
  }

  /// Throws when a coordinate is out of range for its spatial reference, naming the path.
  static func checkRange(
    x: Double, y: Double, z: Double? = nil, m: Double? = nil, sr: SpatialReference?, path: String
  ) throws(GraphicsError) {
    if let problem = GeometryEngine.coordinateProblem(x: x, y: y, z: z, m: m, spatialReference: sr) {
      throw GraphicsError.malformedJSON("\(path) is out of range: \(problem).")
    }
  }

  static func parts(
    _ values: [JSONValue], path: String, hasZ: Bool, hasM: Bool, sr: SpatialReference?
  ) throws(GraphicsError) -> [[Point]] {
    var result: [[Point]] = []
    for (i, value) in values.enumerated() {
      guard case .array(let points) = value else {
        throw GraphicsError.malformedJSON("\(path)[\(i)] must be an array of points, found \(value.kindName).")
      }
      result.append(try coordinates(points, path: "\(path)[\(i)]", hasZ: hasZ, hasM: hasM, sr: sr))
    }
    return result
  }

  static func coordinates(
    _ values: [JSONValue], path: String, hasZ: Bool, hasM: Bool, sr: SpatialReference?
  ) throws(GraphicsError) -> [Point] {
    var result: [Point] = []
    result.reserveCapacity(values.count)
    for (i, value) in values.enumerated() {
      guard case .array(let c) = value, c.count >= 2, let x = c[0].number, let y = c[1].number, x.isFinite, y.isFinite
      else {
        throw GraphicsError.malformedJSON("\(path)[\(i)] must be [x, y] with finite numbers, found \(value.kindName).")
      }
      let z = hasZ && c.count > 2 ? c[2].number : nil
      let m = hasM && c.count > (hasZ ? 3 : 2) ? c[hasZ ? 3 : 2].number : nil
      try checkRange(x: x, y: y, z: z, m: m, sr: sr, path: "\(path)[\(i)]")
      result.append(Point(x: x, y: y, z: z, m: m, spatialReference: sr))
    }
    return result
  }

  // MARK: - Encoding

  static func json(_ geometry: any Geometry) throws(GraphicsError) -> JSONValue {
    var o: JSONObject = [:]
    if let sr = geometry.spatialReference {
      var srObject: JSONObject = ["wkid": .int(sr.latestWKID ?? sr.wkid)]
      if sr.latestWKID != nil { srObject["latestWkid"] = .int(sr.wkid) }
      o["spatialReference"] = .object(srObject)
    }
    func number(_ v: Double, _ what: String) throws(GraphicsError) -> JSONValue {
      guard v.isFinite else {
        throw GraphicsError.unencodable("The geometry's \(what) is \(v); Esri JSON needs finite numbers.")
      }
      return .double(v)
    }
    func points(_ points: [Point]) throws(GraphicsError) -> JSONValue {
      let hasZ = points.contains { $0.z != nil }
      let hasM = points.contains { $0.m != nil }
      var result: [JSONValue] = []
      for p in points {
        var c = [try number(p.x, "x"), try number(p.y, "y")]
        if hasZ { c.append(try number(p.z ?? 0, "z")) }
        if hasM { c.append(try number(p.m ?? 0, "m")) }
        result.append(.array(c))
      }
      return .array(result)
    }
    func flags(_ all: [Point]) {
      if all.contains(where: { $0.z != nil }) { o["hasZ"] = .bool(true) }
      if all.contains(where: { $0.m != nil }) { o["hasM"] = .bool(true) }
    }
    switch AnyGeometry(geometry) {
    case .point(let p):
      if p.isEmpty {
        o["x"] = .null
      } else {
        o["x"] = try number(p.x, "x")
        o["y"] = try number(p.y, "y")
        if let z = p.z { o["z"] = try number(z, "z") }
        if let m = p.m { o["m"] = try number(m, "m") }
      }
    case .envelope(let e):
      o["xmin"] = try number(e.xMin, "xmin")
      o["ymin"] = try number(e.yMin, "ymin")
      o["xmax"] = try number(e.xMax, "xmax")
      o["ymax"] = try number(e.yMax, "ymax")
    case .multipoint(let m):
      flags(m.points)
      o["points"] = try points(m.points)
    case .polyline(let line):
      flags(Array(line.parts.joined()))
      var paths: [JSONValue] = []
      for part in line.parts { paths.append(try points(part)) }
      o["paths"] = .array(paths)
    case .polygon(let polygon):
      flags(Array(polygon.parts.joined()))
      var rings: [JSONValue] = []
      // Core's rule: outer rings clockwise, holes counter-clockwise, by even-odd nesting depth.
      for ring in RingOrientation.oriented(polygon, outerClockwise: true).parts { rings.append(try points(ring)) }
      o["rings"] = .array(rings)
    case nil:
      throw GraphicsError.unencodable("A geometry of type \(type(of: geometry)) has no Esri JSON form.")
    }
    return .object(o)
  }
}
