import InternalMeridianUtilities
import MeridianCore

// Feature geometry is read and written by MeridianCore's one Esri JSON geometry coder
// (`EsriJSONGeometry`), with its rules and limits: latitudes in -90...90 and longitudes within ±540
// for a geographic reference, x and y within ±1e15 otherwise, a WKID in 1...999,999; rings closed and
// oriented on write. This file only turns its errors into GraphicsError.
extension EsriJSON {
  static func geometry(_ value: JSONValue, path: String) throws(GraphicsError) -> any Geometry {
    do {
      return try EsriJSONGeometry.geometry(value, path: path).geometry
    } catch {
      throw graphicsError(error)
    }
  }

  static func spatialReference(_ r: Reader) throws(GraphicsError) -> SpatialReference? {
    do {
      return try EsriJSONGeometry.spatialReference(r.object["spatialReference"], path: "\(r.path).spatialReference")
    } catch {
      throw graphicsError(error)
    }
  }

  static func json(_ geometry: any Geometry) throws(GraphicsError) -> JSONValue {
    guard let value = AnyGeometry(geometry) else {
      throw GraphicsError.unencodable("A geometry of type \(type(of: geometry)) has no Esri JSON form.")
    }
    do {
      return try EsriJSONGeometry.json(value, orientRings: true)
    } catch {
      throw graphicsError(error)
    }
  }

  private static func graphicsError(_ error: GeometryError) -> GraphicsError {
    switch error {
    case .malformedInput(let message): .malformedJSON(message)
    case .nonFiniteCoordinate(let name, let value):
      .unencodable("The geometry's \(name) is \(value); Esri JSON needs finite numbers.")
    default: .malformedJSON("\(error)")
    }
  }
}
