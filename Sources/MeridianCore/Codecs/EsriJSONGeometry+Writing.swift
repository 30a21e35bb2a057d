package import InternalMeridianUtilities

extension EsriJSONGeometry {
  /// Writes a geometry as an Esri JSON object.
  ///
  /// An empty point is `{"x": null, "y": null}` and an empty envelope has null corners; multipart
  /// geometries carry `hasZ` / `hasM` when any vertex has a z or an m (a vertex without one writes 0
  /// for z and null for m). With `orientRings`, polygon rings are closed and oriented as Esri JSON
  /// expects (see ``RingOrientation/oriented(_:outerClockwise:)``); without it they are written as
  /// stored, which is what the `Codable` conformances do.
  ///
  /// - Parameters:
  ///   - geometry: The geometry.
  ///   - orientRings: Whether to close and orient polygon rings.
  /// - Returns: The object.
  /// - Throws: ``GeometryError/nonFiniteCoordinate(name:value:)`` for a NaN or infinite coordinate of a
  ///   non-empty geometry (JSON has no NaN or infinity).
  package static func json(_ geometry: AnyGeometry, orientRings: Bool) throws(GeometryError) -> JSONValue {
    var o: JSONObject = [:]
    func number(_ v: Double, _ name: String) throws(GeometryError) -> JSONValue {
      guard v.isFinite else { throw GeometryError.nonFiniteCoordinate(name: name, value: v) }
      return .double(v)
    }
    func flags(_ points: some Sequence<Point>) -> (hasZ: Bool, hasM: Bool) {
      var flags = (hasZ: false, hasM: false)
      for p in points {
        flags.hasZ = flags.hasZ || p.z != nil
        flags.hasM = flags.hasM || p.m != nil
      }
      if flags.hasZ { o.append("hasZ", .bool(true)) }
      if flags.hasM { o.append("hasM", .bool(true)) }
      return flags
    }
    func coordinates(
      _ points: [Point], _ f: (hasZ: Bool, hasM: Bool), _ path: String
    ) throws(GeometryError) -> JSONValue {
      var list: [JSONValue] = []
      list.reserveCapacity(points.count)
      for (i, p) in points.enumerated() {
        var c = [try number(p.x, "\(path)[\(i)]"), try number(p.y, "\(path)[\(i)]")]
        if f.hasZ { c.append(try number(p.z ?? 0, "\(path)[\(i)]")) }
        if f.hasM { c.append(try p.m.map { v throws(GeometryError) in try number(v, "\(path)[\(i)]") } ?? .null) }
        list.append(.array(c))
      }
      return .array(list)
    }
    func parts(_ parts: [[Point]], _ key: String) throws(GeometryError) {
      let f = flags(parts.joined())
      var list: [JSONValue] = []
      for (i, part) in parts.enumerated() { list.append(try coordinates(part, f, "\(key)[\(i)]")) }
      o.append(key, .array(list))
    }
    switch geometry {
    case .point(let p):
      if p.isEmpty {
        o.append("x", .null)
        o.append("y", .null)
      } else {
        o.append("x", try number(p.x, "x"))
        o.append("y", try number(p.y, "y"))
      }
      if let z = p.z { o.append("z", try number(z, "z")) }
      if let m = p.m { o.append("m", try number(m, "m")) }
    case .envelope(let e):
      for (key, v) in [("xmin", e.xMin), ("ymin", e.yMin), ("xmax", e.xMax), ("ymax", e.yMax)] {
        o.append(key, e.isEmpty ? .null : try number(v, key))
      }
    case .multipoint(let g):
      let f = flags(g.points)
      o.append("points", try coordinates(g.points, f, "points"))
    case .polyline(let g):
      try parts(g.parts, "paths")
    case .polygon(let g):
      try parts(orientRings ? RingOrientation.oriented(g, outerClockwise: true).parts : g.parts, "rings")
    }
    if let sr = geometry.spatialReference { o.append("spatialReference", json(sr)) }
    return .object(o)
  }

  /// Writes `{"wkid": …}`, with `latestWkid` for legacy codes such as 102100.
  package static func json(_ sr: SpatialReference) -> JSONValue {
    var o: JSONObject = ["wkid": .int(sr.latestWKID ?? sr.wkid)]
    if sr.latestWKID != nil { o.append("latestWkid", .int(sr.wkid)) }
    return .object(o)
  }
}
