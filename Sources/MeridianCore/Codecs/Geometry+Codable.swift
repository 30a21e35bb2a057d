import InternalMeridianUtilities

// Geometries are `Codable` in Esri JSON form, so values that hold them (a viewpoint, a saved map)
// encode with any `Encoder`. They read and write through ``EsriJSONGeometry``, the one Esri JSON
// geometry coder, with its rules and limits; rings and paths are written exactly as stored (the
// explicit ``EsriJSONGeometryCoder`` additionally closes rings and orients them as Esri JSON expects).
// A bad value throws `DecodingError.dataCorrupted` at the geometry's coding path, with the reader's
// message naming the field.

extension EsriJSONGeometry {
  /// Reads the geometry object a decoder holds with `read`, turning its errors into `DecodingError`.
  static func decode<T>(
    _ decoder: any Decoder, _ read: (Reader, SpatialReference?) throws(JSONFieldError) -> T
  ) throws -> T {
    let value = try JSONValue(from: decoder)
    let path = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    let base = path.hasPrefix(".") ? String(path.dropFirst()) : path
    do throws(JSONFieldError) {
      guard value.object != nil else { throw fail(base, "is \(value.kindName), not a geometry object") }
      let r = try Reader(value, path: base)
      let sr = try readSpatialReference(r.object["spatialReference"], path: r.path("spatialReference"))
      return try read(r, sr)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(error.geometryError)"))
    }
  }

  /// Writes a geometry to an encoder as stored (rings not re-oriented).
  static func encode(_ geometry: AnyGeometry, to encoder: any Encoder) throws {
    try json(geometry, orientRings: false).encode(to: encoder)
  }
}

extension Point: Codable {
  /// Decodes the value from its Esri JSON form; `"x": null` (or no x) is the empty point.
  ///
  /// - Throws: `DecodingError` for a missing y, or a coordinate out of range for the spatial reference.
  public init(from decoder: any Decoder) throws {
    self = try EsriJSONGeometry.decode(decoder) { r, sr throws(JSONFieldError) in
      try EsriJSONGeometry.point(r, sr: sr)
    }
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws { try EsriJSONGeometry.encode(.point(self), to: encoder) }
}

extension Envelope: Codable {
  /// Decodes the value from its Esri JSON form; null corners are the empty envelope.
  public init(from decoder: any Decoder) throws {
    self = try EsriJSONGeometry.decode(decoder) { r, sr throws(JSONFieldError) in
      try EsriJSONGeometry.envelope(r, sr: sr)
    }
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws { try EsriJSONGeometry.encode(.envelope(self), to: encoder) }
}

extension Multipoint: Codable {
  /// Decodes the value from its Esri JSON form.
  public init(from decoder: any Decoder) throws {
    self = try EsriJSONGeometry.decode(decoder) { r, sr throws(JSONFieldError) in
      Multipoint(points: try EsriJSONGeometry.points(r, sr: sr), spatialReference: sr)
    }
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws { try EsriJSONGeometry.encode(.multipoint(self), to: encoder) }
}

extension Polyline: Codable {
  /// Decodes the value from its Esri JSON form.
  public init(from decoder: any Decoder) throws {
    self = try EsriJSONGeometry.decode(decoder) { r, sr throws(JSONFieldError) in
      Polyline(parts: try EsriJSONGeometry.parts(r, "paths", sr: sr), spatialReference: sr)
    }
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws { try EsriJSONGeometry.encode(.polyline(self), to: encoder) }
}

extension Polygon: Codable {
  /// Decodes the value from its Esri JSON form (the rings as written, closing points kept).
  public init(from decoder: any Decoder) throws {
    self = try EsriJSONGeometry.decode(decoder) { r, sr throws(JSONFieldError) in
      Polygon(parts: try EsriJSONGeometry.parts(r, "rings", sr: sr), spatialReference: sr)
    }
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws { try EsriJSONGeometry.encode(.polygon(self), to: encoder) }
}

extension AnyGeometry: Codable {
  /// Decodes Esri JSON, telling the kind by its fields: `x`, `xmin`, `points`, `paths` or `rings`.
  public init(from decoder: any Decoder) throws {
    // The kind is told here; each kind's own conformance reads it (rings as written).
    let object = try JSONValue(from: decoder).object ?? [:]
    if object["x"] != nil {
      self = .point(try Point(from: decoder))
    } else if object["xmin"] != nil {
      self = .envelope(try Envelope(from: decoder))
    } else if object["points"] != nil {
      self = .multipoint(try Multipoint(from: decoder))
    } else if object["paths"] != nil {
      self = .polyline(try Polyline(from: decoder))
    } else if object["rings"] != nil {
      self = .polygon(try Polygon(from: decoder))
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "No geometry field: expected \"x\", \"xmin\", \"points\", \"paths\" or \"rings\"."))
    }
  }

  /// Encodes the value in its Esri JSON form.
  public func encode(to encoder: any Encoder) throws { try EsriJSONGeometry.encode(self, to: encoder) }
}
