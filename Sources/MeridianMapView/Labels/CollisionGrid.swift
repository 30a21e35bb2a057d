/// The boxes already placed in one frame, in a uniform grid of cells, so a new label is tested only
/// against the boxes near it.
///
/// One grid serves every layer and overlay of a frame: graphics' markers go in first as obstacles,
/// then labels in priority order.
struct CollisionGrid {
  /// The side of a cell in points.
  static let cellSize = 64.0

  private var boxes: [LabelBox] = []
  private var cells: [SIMD2<Int>: [Int]] = [:]

  /// The number of boxes placed.
  var count: Int { boxes.count }

  /// A Boolean value indicating whether a box overlaps any box placed.
  func collides(_ box: LabelBox) -> Bool {
    var seen = Set<Int>()
    for cell in Self.cells(of: box) {
      for index in cells[cell] ?? [] where seen.insert(index).inserted {
        if boxes[index].overlaps(box) { return true }
      }
    }
    return false
  }

  /// Places a box.
  mutating func insert(_ box: LabelBox) {
    let index = boxes.count
    boxes.append(box)
    for cell in Self.cells(of: box) { cells[cell, default: []].append(index) }
  }

  /// The most cells one box may cover; ``LabelPlacer`` never places a larger box.
  static let maximumCellsPerBox = 4_096

  /// A Boolean value indicating whether a box can be placed: finite, within ±2⁴⁰ points of the
  /// origin, and covering at most ``maximumCellsPerBox`` cells.
  static func isPlaceable(_ box: LabelBox) -> Bool { !cells(of: box).isEmpty }

  /// The cells a box's bounds meet; none for a box that is not placeable.
  private static func cells(of box: LabelBox) -> [SIMD2<Int>] {
    let (low, high) = box.bounds
    let limit = 0x1p40
    guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite, abs(low.x) < limit, abs(low.y) < limit,
      abs(high.x) < limit, abs(high.y) < limit
    else { return [] }
    // Within ±2⁴⁰ every quotient converts exactly and no difference overflows.
    let x0 = Int((low.x / cellSize).rounded(.down))
    let y0 = Int((low.y / cellSize).rounded(.down))
    let x1 = Int((high.x / cellSize).rounded(.down))
    let y1 = Int((high.y / cellSize).rounded(.down))
    guard x1 >= x0, y1 >= y0, (x1 - x0 + 1) * (y1 - y0 + 1) <= maximumCellsPerBox else { return [] }
    var result: [SIMD2<Int>] = []
    result.reserveCapacity((x1 - x0 + 1) * (y1 - y0 + 1))
    for y in y0...y1 { for x in x0...x1 { result.append(SIMD2(x, y)) } }
    return result
  }
}
