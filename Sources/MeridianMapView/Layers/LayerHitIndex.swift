import Foundation

/// The screen bounds of a frame's layer shapes in a uniform grid, for identify.
struct LayerHitIndex {
  /// The side of a cell in points.
  static let cellSize = 32.0
  /// The most cells one shape is entered in; a larger shape goes on the list every query checks.
  static let maximumCellsPerShape = 256

  private var cells: [SIMD2<Int>: [Int]] = [:]
  private var everywhere: [Int] = []
  /// The widest stroke of the frame's shapes, in points: how far past its bounds a shape may be hit.
  private(set) var widestStroke = 0.0

  /// Indexes the shapes' bounds.
  init(items: [LayerDisplayItem], viewWidth: Double, viewHeight: Double) {
    let limit = SIMD2(viewWidth, viewHeight) + SIMD2(repeating: 2 * Self.cellSize)
    for (index, item) in items.enumerated() {
      var low = SIMD2(Double.infinity, .infinity)
      var high = -low
      for part in item.screenParts {
        for p in part {
          low = pointwiseMin(low, SIMD2(Double(p.x), Double(p.y)))
          high = pointwiseMax(high, SIMD2(Double(p.x), Double(p.y)))
        }
      }
      guard low.x <= high.x, low.y <= high.y else { continue }
      widestStroke = Swift.max(widestStroke, item.paint.strokeWidth)
      let reach = item.paint.strokeWidth / 2
      low = pointwiseMax(low - reach, -SIMD2(repeating: 2 * Self.cellSize))
      high = pointwiseMin(high + reach, limit)
      let x0 = Int((low.x / Self.cellSize).rounded(.down))
      let y0 = Int((low.y / Self.cellSize).rounded(.down))
      let x1 = Int((high.x / Self.cellSize).rounded(.down))
      let y1 = Int((high.y / Self.cellSize).rounded(.down))
      if (x1 - x0 + 1) * (y1 - y0 + 1) > Self.maximumCellsPerShape {
        everywhere.append(index)
        continue
      }
      for y in y0...y1 { for x in x0...x1 { cells[SIMD2(x, y), default: []].append(index) } }
    }
  }

  /// The indices of the shapes whose bounds may lie within `reach` of a point, in ascending order.
  func candidates(near p: CGPoint, reach: Double) -> [Int] {
    let x0 = Int(((Double(p.x) - reach) / Self.cellSize).rounded(.down))
    let y0 = Int(((Double(p.y) - reach) / Self.cellSize).rounded(.down))
    let x1 = Int(((Double(p.x) + reach) / Self.cellSize).rounded(.down))
    let y1 = Int(((Double(p.y) + reach) / Self.cellSize).rounded(.down))
    var found = Set(everywhere)
    for y in y0...y1 { for x in x0...x1 { found.formUnion(cells[SIMD2(x, y)] ?? []) } }
    return found.sorted()
  }
}
