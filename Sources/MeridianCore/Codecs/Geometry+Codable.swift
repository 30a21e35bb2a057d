// Geometries are `Codable` in Esri JSON form, so values that hold them (a viewpoint, a saved map)
// encode with any `Encoder`. Rings and paths are written exactly as stored; the explicit
// ``EsriJSONGeometryCoder`` additionally closes rings and orients them as Esri JSON expects.
// Decoding checks every coordinate's range (``GeometryEngine/coordinateProblem(x:y:z:m:spatialReference:)``)
// and throws `DecodingError.dataCorrupted` at the coordinate's path for one out of range.

extension Point: Codable {
  /// Decodes the value from its Esri JSON form; `"x": null` (or no x and y) is the empty point.
  ///
  /// - Throws: `DecodingError` for a missing y, or a coordinate out of range for the spatial reference.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: EsriJSONKey.self)
    let sr = try c.decodeIfPresent(SpatialReference.self, forKey: .spatialReference)
    let x = try c.decodeIfPresent(Double.self, forKey: .x)
    let y = try c.decodeIfPresent(Double.self, forKey: .y)
    let z = try c.decodeIfPresent(Double.self, forKey: .z)
    let m = try c.decodeIfPresent(Double.self, forKey: .m)
    if let x {
      guard let y else {
        throw DecodingError.dataCorruptedError(forKey: .y, in: c, debugDescription: "y is missing; x is \(x).")
      }
      if let problem = GeometryEngine.coordinateProblem(x: x, y: y, z: z, m: m, spatialReference: sr) {
        throw DecodingError.dataCorruptedError(forKey: .x, in: c, debugDescription: problem + ".")
      }
    }
    self.init(x: x ?? .nan, y: x == nil ? .nan : y ?? .nan, z: z, m: m, spatialReference: sr)
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: EsriJSONKey.self)
    if isEmpty {
      try c.encodeNil(forKey: .x)
      try c.encodeNil(forKey: .y)
    } else {
      try c.encode(x, forKey: .x)
      try c.encode(y, forKey: .y)
    }
    try c.encodeIfPresent(z, forKey: .z)
    try c.encodeIfPresent(m, forKey: .m)
    try c.encodeIfPresent(spatialReference, forKey: .spatialReference)
  }
}

extension Envelope: Codable {
  /// Decodes the value from its Esri JSON form.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: EsriJSONKey.self)
    let sr = try c.decodeIfPresent(SpatialReference.self, forKey: .spatialReference)
    let keys: [EsriJSONKey] = [.xmin, .ymin, .xmax, .ymax]
    let values = try keys.map { try c.decodeIfPresent(Double.self, forKey: $0) }
    if values.contains(where: { $0 != nil }) {
      for (key, value) in zip(keys, values) where value == nil {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: "\(key.stringValue) is missing; an envelope needs all four.")
      }
      let corners = values.map { $0 ?? .nan }
      for (key, x, y) in [(EsriJSONKey.xmin, corners[0], corners[1]), (.xmax, corners[2], corners[3])] {
        if let problem = GeometryEngine.coordinateProblem(x: x, y: y, spatialReference: sr) {
          throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: problem + ".")
        }
      }
    }
    self.init(
      xMin: values[0] ?? .nan, yMin: values[1] ?? .nan, xMax: values[2] ?? .nan, yMax: values[3] ?? .nan,
      spatialReference: sr)
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: EsriJSONKey.self)
    for (key, value) in [(EsriJSONKey.xmin, xMin), (.ymin, yMin), (.xmax, xMax), (.ymax, yMax)] {
      if isEmpty { try c.encodeNil(forKey: key) } else { try c.encode(value, forKey: key) }
    }
    try c.encodeIfPresent(spatialReference, forKey: .spatialReference)
  }
}

extension Multipoint: Codable {
  /// Decodes the value from its Esri JSON form.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: EsriJSONKey.self)
    let sr = try c.decodeIfPresent(SpatialReference.self, forKey: .spatialReference)
    let hasZ = try c.decodeIfPresent(Bool.self, forKey: .hasZ) ?? false
    let hasM = try c.decodeIfPresent(Bool.self, forKey: .hasM) ?? false
    var list = try c.nestedUnkeyedContainer(forKey: .points) as any UnkeyedDecodingContainer
    var points: [Point] = []
    while !list.isAtEnd {
      points.append(try EsriJSONCoordinates.decodePoint(from: &list, hasZ: hasZ, hasM: hasM, spatialReference: sr))
    }
    self.init(points: points, spatialReference: sr)
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: EsriJSONKey.self)
    let hasZ = points.contains { $0.z != nil }
    let hasM = points.contains { $0.m != nil }
    if hasZ { try c.encode(true, forKey: .hasZ) }
    if hasM { try c.encode(true, forKey: .hasM) }
    var list = c.nestedUnkeyedContainer(forKey: .points) as any UnkeyedEncodingContainer
    for point in points { try EsriJSONCoordinates.encode(point, hasZ: hasZ, hasM: hasM, into: &list) }
    try c.encodeIfPresent(spatialReference, forKey: .spatialReference)
  }
}

extension Polyline: Codable {
  /// Decodes the value from its Esri JSON form.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: EsriJSONKey.self)
    let sr = try c.decodeIfPresent(SpatialReference.self, forKey: .spatialReference)
    self.init(
      parts: try EsriJSONCoordinates.decodeParts(forKey: .paths, from: c, spatialReference: sr), spatialReference: sr)
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: EsriJSONKey.self)
    try EsriJSONCoordinates.encodeParts(parts, forKey: .paths, into: &c)
    try c.encodeIfPresent(spatialReference, forKey: .spatialReference)
  }
}

extension Polygon: Codable {
  /// Decodes the value from its Esri JSON form.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: EsriJSONKey.self)
    let sr = try c.decodeIfPresent(SpatialReference.self, forKey: .spatialReference)
    self.init(
      parts: try EsriJSONCoordinates.decodeParts(forKey: .rings, from: c, spatialReference: sr), spatialReference: sr)
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: EsriJSONKey.self)
    try EsriJSONCoordinates.encodeParts(parts, forKey: .rings, into: &c)
    try c.encodeIfPresent(spatialReference, forKey: .spatialReference)
  }
}

extension AnyGeometry: Codable {
  /// Decodes Esri JSON, telling the kind by its fields: `x`, `xmin`, `points`, `paths` or `rings`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: EsriJSONKey.self)
    if c.contains(.x) {
      self = .point(try Point(from: decoder))
    } else if c.contains(.xmin) {
      self = .envelope(try Envelope(from: decoder))
    } else if c.contains(.points) {
      self = .multipoint(try Multipoint(from: decoder))
    } else if c.contains(.paths) {
      self = .polyline(try Polyline(from: decoder))
    } else if c.contains(.rings) {
      self = .polygon(try Polygon(from: decoder))
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "No geometry field: expected \"x\", \"xmin\", \"points\", \"paths\" or \"rings\"."))
    }
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .point(let g): try g.encode(to: encoder)
    case .envelope(let g): try g.encode(to: encoder)
    case .multipoint(let g): try g.encode(to: encoder)
    case .polyline(let g): try g.encode(to: encoder)
    case .polygon(let g): try g.encode(to: encoder)
    }
  }
}
