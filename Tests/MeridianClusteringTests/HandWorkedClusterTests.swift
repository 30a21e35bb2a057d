import Foundation
import MeridianCore
import Testing

@testable import MeridianClustering

/// Clusters worked by hand. With supercluster's defaults (radius 40, extent 512) the radius at zoom
/// `z` is 40 / (512 · 2^z) = 5 · 2⁻⁶⁻ᶻ of the world's width, so two points on the equator whose
/// longitudes differ by 360 · 5 · 2⁻¹⁶ = 0.0274658203125° (x differs by 5 · 2⁻¹⁶, exactly the zoom-10
/// radius, in floats too) merge at zooms 0…10 and stay apart from zoom 11.
@Suite("Cluster index, worked by hand")
struct HandWorkedClusterTests {
  static let step = 360.0 * 5 / 65_536

  func world(_ index: ClusterIndex, zoom: Int) throws -> [ClusterIndex.Cluster] {
    try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: zoom)
  }

  @Test("Two points one zoom-10 radius apart merge at zooms 0–10, and a far point never joins them")
  func twoPointsAndAFarOne() throws {
    let index = try ClusterIndex(points: [
      Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: Self.step), Point(latitude: 0, longitude: 90),
    ])
    // The cluster forms at zoom 10 from the item at position 0 of level 11: id 0·32 + 11 + 3 = 14.
    for zoom in 0...10 {
      let items = try world(index, zoom: zoom)
      #expect(items.map(\.kind) == [.cluster(id: 14), .point(index: 2)], "zoom \(zoom)")
      #expect(items.first?.count == 2)
      // The centroid of x = 0.5 and 0.5 + 5·2⁻¹⁶, back in degrees: half the step, on the equator.
      #expect(items.first?.position.x == Self.step / 2)
      #expect(items.first?.position.y == 0)
    }
    for zoom in 11...17 {
      #expect(try world(index, zoom: zoom).map(\.kind) == [.point(index: 0), .point(index: 1), .point(index: 2)])
    }
    #expect(try index.expansionZoom(of: 14) == 11)
    #expect(try index.children(of: 14).map(\.kind) == [.point(index: 0), .point(index: 1)])
    #expect(try index.leafIndices(of: 14) == [0, 1])
    #expect(try index.leafIndices(of: 14, limit: 1, offset: 1) == [1])
    // A query past the maximum zoom answers the points, with their own positions.
    let far = try #require(try world(index, zoom: 40).last)
    #expect(far.position == Point(latitude: 0, longitude: 90))
  }

  @Test("Greedy in input order: the first point takes its neighbours, so order decides the clusters")
  func orderDecides() throws {
    // Three points in a row, 0.75 of the zoom-10 radius apart: A–B and B–C are within it, A–C not.
    let spacing = Self.step * 0.75
    let row = [0.0, spacing, 2 * spacing].map { Point(latitude: 0, longitude: $0) }
    let forward = try world(try ClusterIndex(points: row), zoom: 10)
    // A seeds and takes B; C, left alone, moves down unchanged.
    #expect(forward.map(\.kind) == [.cluster(id: 0 * 32 + 11 + 3), .point(index: 2)])
    let backward = try world(try ClusterIndex(points: row.reversed()), zoom: 10)
    // Reversed, the old C seeds and takes B; the old A is alone.
    #expect(backward.map(\.kind) == [.cluster(id: 0 * 32 + 11 + 3), .point(index: 2)])
    #expect(backward.first?.position.x == (2 * spacing + spacing) / 2)
    #expect(forward.first?.position.x == spacing / 2)
  }

  @Test("minPoints above the group's size: no cluster, and the neighbours found move down taken")
  func minPointsNotReached() throws {
    let index = try ClusterIndex(
      points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: Self.step)],
      options: ClusterIndex.Options(minPoints: 3))
    for zoom in 0...17 {
      #expect(try world(index, zoom: zoom).map(\.kind) == [.point(index: 0), .point(index: 1)])
    }
  }

  @Test("No points, one point")
  func fewPoints() throws {
    let empty = try ClusterIndex(points: [])
    #expect(try world(empty, zoom: 0).isEmpty)
    #expect(try world(empty, zoom: 17).isEmpty)
    #expect(throws: ClusteringError.self) { try empty.children(of: 0) }
    let one = try ClusterIndex(points: [Point(latitude: 60.17, longitude: 24.94)])
    for zoom in 0...17 {
      let items = try world(one, zoom: zoom)
      #expect(items.map(\.kind) == [.point(index: 0)])
      #expect(items.first?.position == Point(latitude: 60.17, longitude: 24.94))
    }
  }

  @Test("Points at one spot cluster down to the maximum zoom; their expansion zoom is past it")
  func oneSpot() throws {
    let spot = Point(latitude: 34.05, longitude: -118.25)
    let index = try ClusterIndex(points: Array(repeating: spot, count: 5))
    // Formed at zoom 16 from position 0 of level 17: id 0·32 + 17 + 5 = 22, at every zoom 0–16.
    for zoom in 0...16 {
      #expect(try world(index, zoom: zoom).map(\.kind) == [.cluster(id: 22)])
    }
    #expect(try index.expansionZoom(of: 22) == 17)
    #expect(try world(index, zoom: 17).count == 5)
    #expect(try index.leafIndices(of: 22, limit: .max) == [0, 1, 2, 3, 4])
    #expect(try index.leafIndices(of: 22, limit: 2, offset: 3) == [3, 4])
    #expect(try index.leafIndices(of: 22, limit: 2, offset: 5).isEmpty)
  }

  @Test("Past the Mercator limit a point clusters on the limit, and keeps its own position")
  func mercatorLimit() throws {
    // Both project to y = 0 (clamped); their x differ by less than any radius down to zoom 16.
    let index = try ClusterIndex(points: [Point(latitude: 89, longitude: 0), Point(latitude: 90, longitude: 0)])
    let top = try #require(try world(index, zoom: 16).first)
    #expect(top.count == 2)
    #expect(abs(top.position.y - GeometryEngine.webMercatorMaxLatitude) < 1e-9)
    #expect(
      try world(index, zoom: 17).map(\.position) == [
        Point(latitude: 89, longitude: 0), Point(latitude: 90, longitude: 0),
      ])
  }

  @Test("Across the antimeridian: a west east of the east, or an envelope past 180°, as supercluster")
  func antimeridian() throws {
    let points = [179.5, -179.5, 10].map { Point(latitude: -20, longitude: $0) }
    let index = try ClusterIndex(points: points)
    // Zoom 17: points only. The eastern part comes first.
    #expect(
      try index.clusters(west: 170, south: -50, east: -170, north: -10, zoom: 17).map(\.kind) == [
        .point(index: 0), .point(index: 1),
      ])
    let envelope = Envelope(xMin: 170, yMin: -50, xMax: 190, yMax: -10, spatialReference: .wgs84)
    #expect(try index.clusters(in: envelope, zoom: 17).map(\.kind) == [.point(index: 0), .point(index: 1)])
    // A span of 360° or more is the whole world.
    #expect(try index.clusters(west: -200, south: -90, east: 160, north: 90, zoom: 17).count == 3)
    // A longitude outside −180…180 is wrapped into it.
    let wrapped = try ClusterIndex(points: [Point(latitude: 0, longitude: 540)])
    #expect(try world(wrapped, zoom: 17).first?.position.x == -180)
  }

  @Test("Abbreviated counts as supercluster writes them")
  func abbreviations() {
    let cases: [(Int, String)] = [
      (2, "2"), (999, "999"), (1000, "1k"), (1049, "1k"), (1050, "1.1k"), (1250, "1.3k"), (9949, "9.9k"),
      (9950, "10k"), (10_000, "10k"), (56_789, "57k"),
    ]
    for (count, text) in cases { #expect(ClusterIndex.Cluster.abbreviate(count) == text, "\(count)") }
  }
}
