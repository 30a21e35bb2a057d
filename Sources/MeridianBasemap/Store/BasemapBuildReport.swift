/// What a basemap build read, made and could not make: the build summary.
public struct BasemapBuildReport: Sendable, Hashable, Codable {
  /// A feature left out or drawn in part, and why.
  public struct Issue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The OpenStreetMap type: `way` or `relation`.
    public var type: String
    /// The OpenStreetMap id.
    public var id: Int64
    /// What happened.
    public var reason: String

    /// An issue of a build.
    package init(type: String, id: Int64, reason: String) {
      self.type = type
      self.id = id
      self.reason = reason
    }

    /// `way 123: reason`.
    public var description: String { "\(type) \(id): \(reason)" }
  }

  /// Nodes read.
  public var nodes = 0
  /// Ways read.
  public var ways = 0
  /// Relations read.
  public var relations = 0
  /// Features drawn (areas, lines and places of the extract; countries of the world).
  public var features = 0
  /// Ways with nodes outside the extract, drawn as far as their nodes go.
  public var cutWays = 0
  /// Areas (closed ways and multipolygons) that left the extract and were closed along its box.
  public var closedAlongBox = 0
  /// Multipolygon relations (`type=multipolygon`, drawn by the style or not) with member ways the
  /// extract does not hold: drawn from the members present, closed along the box where that is
  /// unambiguous, otherwise in ``issues``.
  public var incompleteMultipolygons = 0
  /// The member ways of multipolygons that the extract does not hold.
  public var missingMemberWays = 0
  /// Coastline ways read.
  public var coastlineWays = 0
  /// Sea polygons made from the coastline.
  public var seaPolygons = 0
  /// Features that could not be drawn whole, and why: cut rings that could not be closed, broken or
  /// self-referencing relations, relations listed as members of a multipolygon (never followed, so a
  /// cycle of relations cannot loop), self-intersecting rings. See "Bad input" in `docs/basemap.md`.
  public var issues: [Issue] = []
  /// Shapes stored per zoom level (the extract's levels).
  public var shapesPerZoom: [Int: Int] = [:]

  /// Creates an empty report.
  public init() {}
}
