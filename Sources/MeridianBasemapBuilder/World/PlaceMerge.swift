import Foundation
import MeridianCore

/// One label per place: a world place (GeoNames') that the extract also holds, by the same name within
/// ``radius``, is left out, and the extract's place (OpenStreetMap's node, placed more exactly) is
/// labelled from the world place's zoom and with its importance.
enum PlaceMerge {
  /// How far apart the two may lie on the ground: 20 km, a big city's reach.
  static let radius = 20_000.0

  /// Merges the world's places into the extract's where both name one place.
  ///
  /// - Parameters:
  ///   - extract: The extract's features; its places take the merged world places' zoom and importance.
  ///   - world: The world's features; the merged places are removed.
  static func merge(extract: inout [SourceFeature], world: inout [SourceFeature]) {
    var byName: [String: [Int]] = [:]
    for (index, feature) in world.enumerated() where feature.styleClass == .place {
      if let name = feature.name { byName[name, default: []].append(index) }
    }
    guard !byName.isEmpty else { return }
    var removed = Set<Int>()
    for index in extract.indices where extract[index].styleClass == .place {
      guard let name = extract[index].name, let candidates = byName[name],
        let point = extract[index].parts.first?.first
      else { continue }
      // Web Mercator stretches distances by 1 / cos(latitude).
      let scale = cos(atan(sinh(point.y / GeometryEngine.webMercatorRadius)))
      let match = candidates.filter { !removed.contains($0) }.min { a, b in
        distance(world[a], point) < distance(world[b], point)
      }
      guard let match, distance(world[match], point) * scale <= radius else { continue }
      removed.insert(match)
      // The earlier of the two zooms (an extract's town the world knows as a capital, say), the
      // higher importance.
      let zoom = extract[index].labelZoom
      extract[index].labelZoom = zoom.isNaN ? world[match].labelZoom : Swift.min(zoom, world[match].labelZoom)
      extract[index].importance = Swift.max(extract[index].importance, world[match].importance)
    }
    world = world.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
  }

  private static func distance(_ feature: SourceFeature, _ point: SIMD2<Double>) -> Double {
    guard let p = feature.parts.first?.first else { return .infinity }
    let d = p - point
    return (d * d).sum().squareRoot()
  }
}
