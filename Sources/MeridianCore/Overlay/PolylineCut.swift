/// Cuts paths by a cutter's paths at every point where they meet, and tells each piece's side.
///
/// Incidence is decided exactly (``RobustOrientation``); only the points where two segments cross
/// properly are rounded. A cut lies where a path crosses or touches the cutter, where a cutter vertex
/// lies on a path, and at both ends of a stretch the path shares with the cutter; the path's own ends
/// are never cuts. A piece's side is read at its cut ends, from the direction in which it leaves the
/// cutter there (docs/geometry.md, "Cut").
enum PolylineCut {
  /// A piece's side of the cutter, seen along the cutter's direction.
  enum Side: Equatable {
    case left, right
    /// The piece runs along the cutter.
    case coincident
    /// The piece leaves the cutter to the left at one cut and to the right at another (or its sides
    /// cannot be told: it leaves a cutter end straight ahead).
    case undefined
    /// The path does not meet the cutter.
    case uncut
  }

  /// One piece of one path.
  struct Piece {
    var path: Int
    var side: Side
    var points: [SIMD2<Double>]
  }

  /// Where a cut lies on the cutter: inside a segment, or at a vertex with its neighbours in its path.
  enum Place {
    case segment(SIMD2<Double>, SIMD2<Double>)
    case vertex(previous: SIMD2<Double>?, SIMD2<Double>, next: SIMD2<Double>?)
  }

  /// A cut at parameter `t` of a path's segment (`t == 0` is the segment's first vertex).
  struct Cut {
    var segment: Int
    var t: Double
    var point: SIMD2<Double>
    var places: [Place]
  }

  private enum Vote { case left, right, along }

  /// The pieces of every path, in path order and along each path; uncut paths come whole. Repeated
  /// vertices of the cutter are read once.
  static func cut(_ paths: [[SIMD2<Double>]], by cutter: [[SIMD2<Double>]]) throws -> [Piece] {
    let cutter = cutter.map { line in
      line.enumerated().filter { $0.offset == 0 || line[$0.offset - 1] != $0.element }.map(\.element)
    }
    var pieces: [Piece] = []
    for (index, raw) in paths.enumerated() {
      var path: [SIMD2<Double>] = []
      for p in raw where path.last != p { path.append(p) }
      let cuts = path.count < 2 ? [] : try self.cuts(of: path, by: cutter)
      if cuts.isEmpty {
        pieces.append(Piece(path: index, side: .uncut, points: raw))
        continue
      }
      pieces += split(path, at: cuts).map { Piece(path: index, side: $0.side, points: $0.points) }
    }
    return pieces
  }

  /// The cuts along one path (no repeated vertices), sorted, with cuts at one point merged.
  static func cuts(of path: [SIMD2<Double>], by cutter: [[SIMD2<Double>]]) throws -> [Cut] {
    var cuts: [Cut] = []
    for i in 0..<(path.count - 1) {
      if i % GeometryEngine.cancellationStride == 0 { try Task.checkCancellation() }
      let p = path[i]
      let q = path[i + 1]
      for line in cutter {
        for k in 0..<Swift.max(line.count - 1, 0) {
          let a = line[k]
          let b = line[k + 1]
          guard a != b, PlanarMath.boxesMeet(p, q, a, b) else { continue }
          let previous = k > 0 ? line[k - 1] : nil
          let next = k + 2 < line.count ? line[k + 2] : nil
          let o1 = RobustOrientation.orientation(a, b, p)
          let o2 = RobustOrientation.orientation(a, b, q)
          let o3 = RobustOrientation.orientation(p, q, a)
          let o4 = RobustOrientation.orientation(p, q, b)
          if o1 * o2 < 0 && o3 * o4 < 0 {
            let r = q - p
            let s = b - a
            let t = ((a.x - p.x) * s.y - (a.y - p.y) * s.x) / (r.x * s.y - r.y * s.x)
            cuts.append(Cut(segment: i, t: t, point: p + t * r, places: [.segment(a, b)]))
            continue
          }
          // The path's vertex p on the cutter (its first vertex is no cut).
          if i > 0, o1 == 0, PlanarMath.isOnSegment(p, a, b) {
            let place: Place =
              p == a
              ? .vertex(previous: previous, a, next: b) : p == b ? .vertex(previous: a, b, next: next) : .segment(a, b)
            cuts.append(Cut(segment: i, t: 0, point: p, places: [place]))
          }
          // A cutter vertex inside the segment (b only when it ends its path; else the next segment's a).
          for (v, at) in [(a, k), (b, k + 1)] where at == k || next == nil {
            guard v != p, v != q, (at == k ? o3 : o4) == 0, PlanarMath.isOnSegment(v, p, q) else { continue }
            let place: Place = at == k ? .vertex(previous: previous, a, next: b) : .vertex(previous: a, b, next: nil)
            let t = ((v - p) * (q - p)).sum() / ((q - p) * (q - p)).sum()
            cuts.append(Cut(segment: i, t: t, point: v, places: [place]))
          }
        }
      }
    }
    cuts.sort { ($0.segment, $0.t) < ($1.segment, $1.t) }
    var merged: [Cut] = []
    for cut in cuts {
      if let last = merged.last, last.point == cut.point || (last.segment == cut.segment && last.t == cut.t) {
        merged[merged.count - 1].places += cut.places
      } else {
        merged.append(cut)
      }
    }
    return merged
  }

  /// Splits the path at the cuts and reads each piece's side at its cut ends.
  private static func split(_ path: [SIMD2<Double>], at cuts: [Cut]) -> [(side: Side, points: [SIMD2<Double>])] {
    var result: [(side: Side, points: [SIMD2<Double>])] = []
    var current = [path[0]]
    var votes: [Vote?] = []
    func close(_ cut: Cut, from w: SIMD2<Double>) {
      if current.last != cut.point { current.append(cut.point) }
      votes += cut.places.map { vote($0, toward: w) }
      if current.count >= 2 { result.append((side(votes), current)) }
      current = [cut.point]
    }
    var index = 0
    for i in 0..<(path.count - 1) {
      while index < cuts.count, cuts[index].segment == i {
        let cut = cuts[index]
        close(cut, from: cut.t == 0 ? path[i - 1] : path[i])
        votes = cut.places.map { vote($0, toward: path[i + 1]) }
        index += 1
      }
      if current.last != path[i + 1] { current.append(path[i + 1]) }
    }
    if current.count >= 2 { result.append((side(votes), current)) }
    return result
  }

  /// A piece's side from the votes at its cut ends; running along the cutter anywhere makes it coincident.
  private static func side(_ votes: [Vote?]) -> Side {
    if votes.contains(.along) { return .coincident }
    let left = votes.contains(.left)
    let right = votes.contains(.right)
    return left && right ? .undefined : left ? .left : right ? .right : .undefined
  }

  /// Which side of the cutter a piece leaving the cut point toward `w` (along its segment) lies on.
  private static func vote(_ place: Place, toward w: SIMD2<Double>) -> Vote? {
    switch place {
    case .segment(let a, let b):
      return sign(RobustOrientation.orientation(a, b, w)) ?? .along
    case .vertex(let previous, let v, let next):
      let d = w - v
      let c2 = next.map { RobustOrientation.orientation(v, $0, w) }
      let c1 = previous.map { RobustOrientation.orientation($0, v, w) }
      if let next, c2 == 0, ((next - v) * d).sum() > 0 { return .along }
      if let previous, c1 == 0, ((previous - v) * d).sum() > 0 { return .along }
      switch (previous, next) {
      case (nil, nil): return nil
      case (nil, .some): return sign(c2 ?? 0)
      case (.some, nil): return sign(c1 ?? 0)
      case (.some(let u), .some(let n)):
        let turn = RobustOrientation.orientation(u, v, n)
        let s1 = c1 ?? 0
        let s2 = c2 ?? 0
        if turn > 0 { return s1 > 0 && s2 > 0 ? .left : .right }
        if turn < 0 { return s1 > 0 || s2 > 0 ? .left : .right }
        return sign(s1 != 0 ? s1 : s2)
      }
    }
  }

  private static func sign(_ orientation: Int) -> Vote? {
    orientation > 0 ? .left : orientation < 0 ? .right : nil
  }
}
