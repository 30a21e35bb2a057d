import Foundation
import InternalMeridianUtilities
import MeridianBasemap
import MeridianCore

/// The world's land from Natural Earth's country polygons (a GeoJSON FeatureCollection): the small
/// scales of the basemap, and land against sea wherever the extract does not reach.
enum NaturalEarthLand {
  /// The largest file read: 16 MiB (the 1:110m countries are 430 KB).
  static let maximumBytes = 16 << 20

  /// The countries as land features in Web Mercator, named by their `name` property.
  ///
  /// - Parameter data: The GeoJSON FeatureCollection.
  /// - Returns: One land feature per country.
  /// - Throws: ``BasemapBuildError/unreadableWorld(reason:)`` naming the feature and field that are
  ///   wrong.
  static func features(from data: Data) throws -> [SourceFeature] {
    guard data.count <= maximumBytes else {
      throw BasemapBuildError.unreadableWorld(reason: "the file is larger than \(maximumBytes) bytes")
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(data, limits: JSONParser.Limits(maximumBytes: maximumBytes))
    } catch {
      throw BasemapBuildError.unreadableWorld(reason: "not JSON: \(error)")
    }
    guard let collection = json.object, collection["type"]?.string == "FeatureCollection",
      let members = collection["features"]?.array
    else { throw BasemapBuildError.unreadableWorld(reason: "not a GeoJSON FeatureCollection with \"features\"") }
    let coder = GeoJSONGeometryCoder()
    var features: [SourceFeature] = []
    for (index, member) in members.enumerated() {
      try Task.checkCancellation()
      guard let object = member.object, let geometry = object["geometry"], !geometry.isNull else {
        throw BasemapBuildError.unreadableWorld(reason: "features[\(index)] has no geometry")
      }
      let decoded: any Geometry
      do {
        decoded = try coder.decode(try JSONWriter.data(geometry))
      } catch {
        throw BasemapBuildError.unreadableWorld(reason: "features[\(index)].geometry: \(error)")
      }
      guard let polygon = decoded as? Polygon else {
        throw BasemapBuildError.unreadableWorld(reason: "features[\(index)].geometry is not a Polygon or MultiPolygon")
      }
      var rings: [[SIMD2<Double>]] = []
      for ring in polygon.parts {
        var coordinates = ring.flatMap { [$0.x, $0.y] }
        do {
          try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator)
        } catch {
          throw BasemapBuildError.unreadableWorld(reason: "features[\(index)]: \(error)")
        }
        var points = stride(from: 0, to: coordinates.count, by: 2).map { SIMD2(coordinates[$0], coordinates[$0 + 1]) }
        if let first = points.first { points.append(first) }
        rings.append(points)
      }
      let name = object["properties"]?.object?["name"]?.string
      features.append(
        SourceFeature(
          styleClass: .land, osmType: BasemapData.noOSMType, osmID: 0, name: name, layer: 0,
          tags: name.map { [("name", $0)] } ?? [], parts: rings, isWorld: true))
    }
    return features
  }
}
