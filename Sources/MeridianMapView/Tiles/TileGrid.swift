import Foundation
import InternalMeridianUtilities
import MeridianCore

/// The rows and columns of one level that a map extent meets, computed with checked conversions.
struct TileGrid {
  /// The most grid cells one enumeration tests: 2²⁰.
  static let maximumCells = 1 << 20

  /// The map units one tile spans.
  var span: Double
  /// Tiles across (and down) the world at the level.
  var columnCount: Int
  /// The rows the extent meets, inside the world.
  var rows: ClosedRange<Int>
  /// The columns the extent meets, fewer than 4,096; on a wrapping map they may reach past the world.
  var columns: ClosedRange<Int>

  /// The grid, or `nil` when the scheme cannot tile the extent (see ``MapView/visibleTiles(in:)``).
  init?(scheme: TilingScheme, level: TilingScheme.Level, extent: Envelope) {
    let span = scheme.tileSize * level.resolution
    guard span.isFinite, span > 0, scheme.columnsAtLevelZero >= 1, (0..<62).contains(level.level) else { return nil }
    let (count, overflow) = scheme.columnsAtLevelZero.multipliedReportingOverflow(by: 1 << level.level)
    guard !overflow,
      let firstColumn = Int(flooring: (extent.xMin - scheme.origin.x) / span),
      let lastColumn = Int(flooring: (extent.xMax - scheme.origin.x) / span),
      let top = Int(flooring: Swift.max((scheme.origin.y - extent.yMax) / span, -1)),
      let bottom = Int(flooring: Swift.min((scheme.origin.y - extent.yMin) / span, Double(count)))
    else { return nil }
    let firstRow = Swift.max(0, top)
    let lastRow = Swift.min(count - 1, bottom)
    let (width, widthOverflow) = lastColumn.subtractingReportingOverflow(firstColumn)
    guard firstRow <= lastRow, firstColumn <= lastColumn, !widthOverflow, width < 4096 else { return nil }
    self.span = span
    self.columnCount = count
    self.rows = firstRow...lastRow
    self.columns = firstColumn...lastColumn
  }

  /// A column brought into the world: 0..<columnCount.
  func wrapped(_ column: Int) -> Int {
    let r = column % columnCount
    return r < 0 ? r + columnCount : r
  }
}
