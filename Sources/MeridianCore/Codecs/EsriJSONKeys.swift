/// The field names of Esri JSON geometry, shared by the geometries' `Codable` conformances.
enum EsriJSONKey: String, CodingKey {
  case x, y, z, m, xmin, ymin, xmax, ymax, points, paths, rings, hasZ, hasM, spatialReference
}

/// Reads and writes the coordinate arrays of Esri JSON multipart geometries: `[x, y]`, `[x, y, z]`,
/// `[x, y, m]` (with `hasM` and no `hasZ`) or `[x, y, z, m]`.
enum EsriJSONCoordinates {
  static func encode(_ point: Point, hasZ: Bool, hasM: Bool, into container: inout any UnkeyedEncodingContainer) throws
  {
    var values = container.nestedUnkeyedContainer()
    try values.encode(point.x)
    try values.encode(point.y)
    if hasZ { try values.encode(point.z ?? 0) }
    if hasM {
      if let m = point.m { try values.encode(m) } else { try values.encodeNil() }
    }
  }

  static func encodeParts(
    _ parts: [[Point]], forKey key: EsriJSONKey, into container: inout KeyedEncodingContainer<EsriJSONKey>
  ) throws {
    let all = parts.joined()
    let hasZ = all.contains { $0.z != nil }
    let hasM = all.contains { $0.m != nil }
    if hasZ { try container.encode(true, forKey: .hasZ) }
    if hasM { try container.encode(true, forKey: .hasM) }
    var outer = container.nestedUnkeyedContainer(forKey: key)
    for part in parts {
      var inner = outer.nestedUnkeyedContainer() as any UnkeyedEncodingContainer
      for point in part { try encode(point, hasZ: hasZ, hasM: hasM, into: &inner) }
    }
  }

  static func decodePoint(
    from container: inout any UnkeyedDecodingContainer, hasZ: Bool, hasM: Bool, spatialReference: SpatialReference?
  ) throws -> Point {
    var values = try container.nestedUnkeyedContainer()
    let x = try values.decode(Double.self)
    let y = try values.decode(Double.self)
    var z: Double?
    var m: Double?
    if !values.isAtEnd {
      let third = try values.decodeNil() ? nil : try values.decode(Double.self)
      if hasM && !hasZ { m = third } else { z = third }
    }
    if !values.isAtEnd { m = try values.decodeNil() ? nil : try values.decode(Double.self) }
    guard values.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: values, debugDescription: "A coordinate has more than 4 numbers (x, y, z, m).")
    }
    if let problem = GeometryEngine.coordinateProblem(x: x, y: y, z: z, m: m, spatialReference: spatialReference) {
      throw DecodingError.dataCorruptedError(in: values, debugDescription: problem + ".")
    }
    return Point(x: x, y: y, z: z, m: m, spatialReference: spatialReference)
  }

  static func decodeParts(
    forKey key: EsriJSONKey, from container: KeyedDecodingContainer<EsriJSONKey>, spatialReference: SpatialReference?
  ) throws -> [[Point]] {
    let hasZ = try container.decodeIfPresent(Bool.self, forKey: .hasZ) ?? false
    let hasM = try container.decodeIfPresent(Bool.self, forKey: .hasM) ?? false
    var outer = try container.nestedUnkeyedContainer(forKey: key)
    var parts: [[Point]] = []
    while !outer.isAtEnd {
      var inner = try outer.nestedUnkeyedContainer() as any UnkeyedDecodingContainer
      var part: [Point] = []
      while !inner.isAtEnd {
        part.append(try decodePoint(from: &inner, hasZ: hasZ, hasM: hasM, spatialReference: spatialReference))
      }
      parts.append(part)
    }
    return parts
  }
}
