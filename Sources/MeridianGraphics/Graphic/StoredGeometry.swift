import MeridianCore

/// How a graphic stores its geometry compactly: a plain 2-D point inline (24 bytes), anything else
/// in one shared box. This keeps a point graphic free of a per-graphic heap box for its geometry.
enum StoredGeometry: Sendable {
  case none
  case point(x: Double, y: Double, spatialReference: PackedSpatialReference)
  case boxed(GeometryBox)

  init(_ geometry: (any Geometry)?) {
    guard let geometry else {
      self = .none
      return
    }
    self = Self.store(geometry)
  }

  /// Stores an opened geometry; a metatype comparison finds points without a dynamic cast.
  private static func store<G: Geometry>(_ geometry: G) -> StoredGeometry {
    if G.self == Point.self {
      let point = unsafeBitCast(geometry, to: Point.self)
      if point.z == nil, point.m == nil, let packed = PackedSpatialReference(point.spatialReference) {
        return .point(x: point.x, y: point.y, spatialReference: packed)
      }
    }
    return .boxed(GeometryBox(geometry))
  }

  var geometry: (any Geometry)? {
    switch self {
    case .none: return nil
    case .point(let x, let y, let sr): return Point(x: x, y: y, spatialReference: sr.spatialReference)
    case .boxed(let box): return box.geometry
    }
  }

  /// The geometry's extent, without building the geometry for points.
  var extent: Envelope? {
    switch self {
    case .none: return nil
    case .point(let x, let y, let sr):
      return Envelope(xMin: x, yMin: y, xMax: x, yMax: y, spatialReference: sr.spatialReference)
    case .boxed(let box): return box.extent
    }
  }
}

/// An immutable geometry shared by reference, with its extent computed once.
final class GeometryBox: Sendable {
  let geometry: any Geometry
  let extent: Envelope

  init(_ geometry: any Geometry) {
    self.geometry = geometry
    self.extent = geometry.extent
  }
}

/// A spatial reference in 8 bytes: the WKID as given in the low 32 bits and the normalised WKID in
/// the high 32 bits; `UInt64.max` is no spatial reference.
struct PackedSpatialReference: Sendable, Hashable {
  var raw: UInt64

  init?(_ spatialReference: SpatialReference?) {
    guard let spatialReference else {
      raw = .max
      return
    }
    let given = spatialReference.latestWKID ?? spatialReference.wkid
    guard (0..<Int(Int32.max)).contains(given) else { return nil }
    raw = UInt64(given)
  }

  var spatialReference: SpatialReference? {
    raw == .max ? nil : SpatialReference(wkid: Int(raw))
  }
}
