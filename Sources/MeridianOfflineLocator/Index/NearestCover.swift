import MeridianCore
import MeridianGeocoding

/// A precomputed answer sheet for single-nearest queries: for every cell of an adaptive grid on the
/// ellipsoid, the few records that can be nearest to some point of the cell.
///
/// The grid projects Earth-centred directions onto the six faces of a cube and splits each face as
/// a quadtree, separately for each ``ReverseClass``. For a point `x`, let `c₁` be the straight-line
/// distance (chord) to its nearest record; the nearest record by geodesic distance is at most
/// `g(c₁)` away along the ellipsoid (`WGS84Ellipsoid.maximumDistance(forChord:)`), so it is
/// among the records within the chord `g(c₁)` (plus a millimetre) of `x`. A leaf lists every record
/// that is within that reach of some point of its cell, found conservatively from the cell's centre
/// and radius (see `NearestCoverBuilder`), so a query reads one leaf and measures a handful of
/// records. Records at exactly the same position are listed once (the lowest record, which wins
/// the tie). A cell whose list would stay long (many records at nearly one spot, seen from afar) is
/// marked ``fallback``; queries there use the k-d trees.
struct NearestCover: Sendable, Equatable {
  /// The deepest quadtree level (cells about half a metre wide).
  static let maxLevel = 24
  /// Marks a node value as a leaf; the low bits are the start of its list in ``lists``.
  static let leafFlag: UInt32 = 1 << 31
  /// A leaf that defers to the k-d trees.
  static let fallback: UInt32 = .max
  /// An angle (radians) added to every cover radius for rounding.
  static let slack = 1e-9

  /// The root node value of each class and face, at `class * 6 + face`.
  var roots: [UInt32]
  /// Internal nodes: four consecutive child values (children `(u, v)` bits `0b vu`).
  var nodes: [UInt32]
  /// The leaves' lists, each its length followed by the tree positions of its records.
  var lists: [UInt32]
  /// The node value of every cell at level ``tableLevel``, by class, face and cell (derived: it
  /// skips the first levels of the descent).
  private(set) var table: [UInt32] = []

  /// The level of ``table``.
  static let tableLevel = 6

  /// Wraps the parts and derives the table.
  init(roots: [UInt32], nodes: [UInt32], lists: [UInt32]) {
    self.roots = roots
    self.nodes = nodes
    self.lists = lists
    guard roots.count == ReverseClass.count * 6 else { return }
    let side = 1 << Self.tableLevel
    var table = [UInt32](repeating: Self.fallback, count: roots.count * side * side)
    for (root, value) in roots.enumerated() {
      // A root that is a leaf (or defers to the trees, as for a class without records) is every
      // cell of its face: the block keeps it without a descent per cell. Small indexes have many.
      guard value & Self.leafFlag == 0 else {
        let block = root * side * side
        table.replaceSubrange(block..<(block + side * side), with: repeatElement(value, count: side * side))
        continue
      }
      for i in 0..<side {
        for j in 0..<side {
          var node = value
          var level = 0
          while node & Self.leafFlag == 0, level < Self.tableLevel, Int(node) + 4 <= nodes.count {
            level += 1
            let shift = Self.tableLevel - level
            node = nodes[Int(node) + ((i >> shift) & 1 | ((j >> shift) & 1) << 1)]
          }
          table[(root * side + j) * side + i] = node
        }
      }
    }
    self.table = table
  }

  static func == (a: NearestCover, b: NearestCover) -> Bool {
    a.roots == b.roots && a.nodes == b.nodes && a.lists == b.lists
  }

  /// The number of bytes the cover's tables occupy (its nodes, lists and the derived table).
  var byteCount: Int { roots.elementBytes + nodes.elementBytes + lists.elementBytes + table.elementBytes }

  /// The cube face of a unit vector and its coordinates `u, v` in `-1...1` on that face.
  @inline(__always) static func project(_ p: SIMD3<Double>) -> (face: Int, u: Double, v: Double) {
    let ax = abs(p.x)
    let ay = abs(p.y)
    let az = abs(p.z)
    if ax >= ay && ax >= az { return (p.x >= 0 ? 0 : 1, p.y / ax, p.z / ax) }
    if ay >= az { return (p.y >= 0 ? 2 : 3, p.x / ay, p.z / ay) }
    return (p.z >= 0 ? 4 : 5, p.x / az, p.y / az)
  }

  /// A face coordinate as a cell index at ``maxLevel``.
  @inline(__always) static func cellIndex(_ coordinate: Double) -> UInt32 {
    let scaled = (coordinate + 1) * Double(1 << (maxLevel - 1))
    // (A NaN, which no validated query gives, lands in cell 0 rather than trapping.)
    guard scaled > 0 else { return 0 }
    return UInt32(min(scaled, Double((1 << maxLevel) - 1)))
  }

  /// The leaf value for an Earth-centred point in a class: ``fallback``, or ``leafFlag`` with the
  /// start of the leaf's list.
  @inline(__always) func leaf(_ reverseClass: Int, _ target: SIMD3<Double>) -> UInt32 {
    let (face, u, v) = Self.project(target)
    let cu = Self.cellIndex(u)
    let cv = Self.cellIndex(v)
    var shift = UInt32(Self.maxLevel - Self.tableLevel)
    let side = 1 << Self.tableLevel
    var node = table[((reverseClass * 6 + face) * side + Int(cv >> shift)) * side + Int(cu >> shift)]
    return nodes.withUnsafeBufferPointer { nodes in
      while node & Self.leafFlag == 0, shift > 0 {
        shift -= 1
        let child = Int((cu >> shift) & 1) | Int((cv >> shift) & 1) << 1
        node = nodes[Int(node) + child]
      }
      return node & Self.leafFlag == 0 ? Self.fallback : node
    }
  }

  /// The indices in ``lists`` of the tree positions a leaf (not ``fallback``) lists.
  @inline(__always) func list(_ leaf: UInt32) -> Range<Int> {
    let start = Int(leaf & ~Self.leafFlag)
    return (start + 1)..<(start + 1 + Int(lists[start]))
  }

  /// Checks a decoded cover against its trees, so a damaged file cannot send a query out of bounds.
  ///
  /// Linear in the cover's size: every node value is visited at most once (the walk's budget is
  /// the number of node values, so a DAG or a cycle that would revisit a node is refused), no
  /// deeper than ``maxLevel``; ``lists`` must be a sequence of whole lists (each its length, then
  /// its entries) and a leaf must point at the start of one, and each list is scanned once per
  /// class (leaves that share a list are checked by a mark, not by a rescan).
  func isValid(for spatial: PlaceKDTrees) -> Bool { validate(for: spatial).valid }

  /// ``isValid(for:)`` with the number of steps it took (node values visited plus list entries
  /// read), at most `roots + nodes + (classes + 1) × lists` counts.
  func validate(for spatial: PlaceKDTrees) -> (valid: Bool, steps: Int) {
    var steps = 0
    guard roots.count == ReverseClass.count * 6, spatial.classStarts.count == ReverseClass.count + 1 else {
      return (false, steps)
    }
    var budget = nodes.count + roots.count
    // 1 at the start of each list; later, the class (plus 2) whose positions it was checked against.
    var checked = [UInt8](repeating: 0, count: lists.count)
    var start = 0
    while start < lists.count {
      checked[start] = 1
      guard Int(lists[start]) <= lists.count - start - 1 else { return (false, steps) }
      steps += 1 + Int(lists[start])
      start += 1 + Int(lists[start])
    }
    var stack: [(node: UInt32, level: Int)] = []
    for (root, value) in roots.enumerated() {
      let reverseClass = root / 6
      let positions = spatial.positions(of: reverseClass)
      let mark = UInt8(truncatingIfNeeded: reverseClass + 2)
      stack.append((value, 0))
      while let (node, level) = stack.popLast() {
        budget -= 1
        steps += 1
        guard budget >= 0 else { return (false, steps) }
        if node == Self.fallback { continue }
        if node & Self.leafFlag != 0 {
          let start = Int(node & ~Self.leafFlag)
          guard start < lists.count, checked[start] != 0 else { return (false, steps) }
          guard checked[start] != mark else { continue }
          checked[start] = mark
          steps += Int(lists[start])
          guard list(node).allSatisfy({ positions.contains(Int(lists[$0])) }) else { return (false, steps) }
          continue
        }
        guard level < Self.maxLevel, Int(node) <= nodes.count - 4 else { return (false, steps) }
        for child in 0..<4 { stack.append((nodes[Int(node) + child], level + 1)) }
      }
    }
    return (true, steps)
  }
}
