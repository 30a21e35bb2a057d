import Foundation
import MeridianBasemap
import MeridianCore

/// The world layer's source features: the countries' land, each layer file's cut (a regional one with
/// its box as sea), the country names and the places, in Web Mercator.
struct WorldFeatures {
  /// The largest latitude Web Mercator draws.
  static let mercatorLimit = 85.051_128_779_806_6

  var features: [SourceFeature] = []
  /// The regional cuts: box (Web Mercator) and zooms; the features of cut `i` have tier `i + 1`.
  var regions: [(min: SIMD2<Double>, max: SIMD2<Double>, zooms: ClosedRange<Int>)] = []
  /// Natural Earth's country polygons by name: the outlines of the country names.
  private var outlines: [String: [[SIMD2<Double>]]] = [:]

  /// Reads and projects the sources.
  ///
  /// - Parameters:
  ///   - sources: The world layer's sources.
  ///   - countries: The bytes of `sources.countries`, read by the caller.
  /// - Throws: ``WorldLayerReadError``, ``BasemapBuildError/unreadableWorld(reason:)`` for the
  ///   countries, ``BasemapBuildError/tooLarge(what:)`` past ``WorldLayerSources/maximumPlaces``,
  ///   `CancellationError`.
  init(_ sources: WorldLayerSources, countries: Data?) throws {
    var files: [WorldLayerFile] = []
    for url in sources.layerFiles {
      try Task.checkCancellation()
      files.append(
        try WorldLayerFile(
          contentsOf: url, maximumBytes: WorldLayerSources.maximumFileBytes,
          maximumPoints: WorldLayerSources.maximumPoints))
    }
    if let countries {
      // Natural Earth's land up to the first world file that draws land.
      let firstLand = files.filter { $0.box == nil && !$0.land.isEmpty }.map(\.zooms.lowerBound).min()
      let zooms = firstLand.map { 0...Swift.max(0, $0 - 1) }
      for var feature in try NaturalEarthLand.features(from: countries) {
        feature.zooms = zooms
        if let name = feature.name { outlines[name, default: []] += feature.parts }
        features.append(feature)
      }
    }
    // The world's files first, then the regional cuts by their first zoom (in the order given when
    // equal): a cut from a larger zoom is drawn over the coarser ones inside its box, whatever the order.
    let rank = files.map { $0.box == nil ? -1 : $0.zooms.lowerBound }
    for index in files.indices.sorted(by: { (rank[$0], $0) < (rank[$1], $1) }) {
      try add(files[index])
    }
    guard sources.places.count <= WorldLayerSources.maximumPlaces else {
      throw BasemapBuildError.tooLarge(
        what: "\(sources.places.count) places (the bound is \(WorldLayerSources.maximumPlaces))")
    }
    for place in sources.places { try add(place) }
  }

  private mutating func add(_ file: WorldLayerFile) throws {
    var tier = 0
    if let box = file.box {
      let low = try Self.project([box.min])[0]
      let high = try Self.project([box.max])[0]
      regions.append((low, high, file.zooms))
      tier = regions.count
      let ring = [low, SIMD2(high.x, low.y), high, SIMD2(low.x, high.y), low]
      features.append(feature(.sea, tags: [("natural", "sea")], parts: [ring], tier: tier, zooms: file.zooms))
    }
    for polygon in file.land {
      try Task.checkCancellation()
      features.append(feature(.land, tags: [], parts: try polygon.map(Self.closedRing), tier: tier, zooms: file.zooms))
    }
    for polygon in file.water {
      try Task.checkCancellation()
      features.append(
        feature(
          .water, tags: [("natural", "water"), ("water", "lake")], parts: try polygon.map(Self.closedRing), tier: tier,
          zooms: file.zooms))
    }
    for (styleClass, paths, tags) in [
      (StyleClass.river, file.rivers, [("waterway", "river")]),
      (.boundary, file.borders, [("boundary", "administrative"), ("admin_level", "2")]),
    ] {
      for path in paths {
        try Task.checkCancellation()
        features.append(feature(styleClass, tags: tags, parts: [try Self.project(path)], tier: tier, zooms: file.zooms))
      }
    }
    for country in file.countries {
      var label = feature(
        .country, tags: [("name", country.name), ("place", "country"), ("ISO3166-1", country.isoCode)],
        parts: [try Self.project([country.point])], tier: 0, zooms: nil)
      label.name = country.name
      label.labelArea = country.area
      label.outline = outlines[country.name] ?? []
      features.append(label)
    }
  }

  private mutating func add(_ place: PopulatedPlace) throws {
    guard place.latitude.isFinite, place.longitude.isFinite, abs(place.latitude) <= 90, abs(place.longitude) <= 180,
      !place.name.isEmpty
    else { return }
    var tags = [("name", place.name), ("place", place.kind.rawValue)]
    if let population = place.population { tags.append(("population", String(population))) }
    if place.isCapital { tags.append(("capital", "yes")) }
    var label = feature(
      .place, tags: tags, parts: [try Self.project([SIMD2(place.longitude, place.latitude)])], tier: 0, zooms: nil)
    label.name = place.name
    label.labelZoom = PlaceRank.minimumZoom(place.kind, isCapital: place.isCapital, population: place.population)
    label.importance = PlaceRank.importance(place.kind, isCapital: place.isCapital, population: place.population)
    features.append(label)
  }

  private func feature(
    _ styleClass: StyleClass, tags: [(key: String, value: String)], parts: [[SIMD2<Double>]], tier: Int,
    zooms: ClosedRange<Int>?
  ) -> SourceFeature {
    var feature = SourceFeature(
      styleClass: styleClass, osmType: BasemapData.noOSMType, osmID: 0, name: nil, layer: 0, tags: tags,
      parts: parts, isWorld: true)
    feature.tier = tier
    feature.zooms = zooms
    return feature
  }

  /// A ring in Web Mercator, closed (its first point repeated at its end).
  static func closedRing(_ ring: [SIMD2<Double>]) throws -> [SIMD2<Double>] {
    var points = try project(ring)
    if let first = points.first, points.last != first { points.append(first) }
    return points
  }

  /// Points in degrees (longitude, latitude) in Web Mercator metres, latitudes held within ±85.0511°.
  static func project(_ points: [SIMD2<Double>]) throws -> [SIMD2<Double>] {
    var coordinates = [Double]()
    coordinates.reserveCapacity(2 * points.count)
    for p in points {
      coordinates.append(p.x)
      coordinates.append(Swift.min(Swift.max(p.y, -mercatorLimit), mercatorLimit))
    }
    try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator)
    return stride(from: 0, to: coordinates.count, by: 2).map { SIMD2(coordinates[$0], coordinates[$0 + 1]) }
  }
}
