public import Foundation
public import MeridianCore

/// The key of a tile: its level, row and column.
public struct TileKey: Sendable, Hashable, CustomStringConvertible {
  /// The level of detail, 0 for the coarsest.
  public var level: Int
  /// The row, counted down from the top of the world.
  public var row: Int
  /// The column, counted east from the scheme's origin and wrapped into the world.
  public var column: Int

  /// Creates a tile key.
  ///
  /// - Parameters:
  ///   - level: The level of detail, 0 for the coarsest.
  ///   - row: The row, counted down from the top of the world.
  ///   - column: The column, counted east from the scheme's origin.
  public init(level: Int, row: Int, column: Int) {
    self.level = level
    self.row = row
    self.column = column
  }

  /// The key as `level/row/column`, the order of tile URLs.
  public var description: String { "\(level)/\(row)/\(column)" }
}

/// A tile a front draws, with where it goes on screen and, for a basemap with a tile source, where
/// to fetch it.
///
/// Fetch ``url`` with ``headers`` (when there is a URL), then draw the image into ``screenRect``
/// and rotate it counter-clockwise (as seen on screen) by ``rotation`` degrees about the
/// rectangle's origin, its top-left corner; ``corners`` are the resulting four screen points.
/// Across the antimeridian the key's column is wrapped into the world while the screen rectangle
/// stays where that copy of the world is drawn. A tile's `description` and `dump` never show a
/// credential: ``headers`` redacts it.
public struct VisibleTile: Sendable, Hashable {
  /// The tile's key.
  public var key: TileKey
  /// The tile's rectangle before rotation: its top-left corner on screen and its size in points.
  public var screenRect: CGRect
  /// The map rotation in degrees, counter-clockwise, to apply about `screenRect.origin`.
  public var rotation: Double
  /// The tile's corners on screen: top-left, top-right, bottom-right, bottom-left.
  public var corners: [CGPoint]
  /// The tile's URL, the basemap's template filled; `nil` from ``MapView/visibleTiles()`` and
  /// ``MapView/visibleTiles(in:)``, and for a basemap without a tile template (a vector style, a
  /// local tile cache, layers the map view draws).
  public var url: URL? = nil
  /// The header fields to send with the request for ``url`` (a `User-Agent`, a credential); empty
  /// when there is no URL.
  public var headers = TileRequestHeaders()
}
