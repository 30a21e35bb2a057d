/// Joins the pieces of one named line that meet end to end, so that its name is placed along the
/// whole line: a street drawn as many short ways (each shorter than its name) is named as often as
/// one long way.
enum LineLabelChains {
  /// The chains the paths make: each a list of path indices in order along it, with whether the
  /// path runs backwards. A path joins a chain where its first or last point is the chain's first
  /// or last point (exactly: ways sharing a node share its position at every zoom); where several
  /// could, the lowest index joins. Every path is in exactly one chain.
  ///
  /// - Parameter ends: Each path's first and last point.
  /// - Returns: The chains, each starting from the lowest index it holds not joined at its start.
  static func chains(_ ends: [(first: SIMD2<Double>, last: SIMD2<Double>)]) -> [[(path: Int, reversed: Bool)]] {
    var byPoint: [SIMD2<Double>: [Int]] = [:]
    for (index, end) in ends.enumerated() {
      byPoint[end.first, default: []].append(index)
      if end.last != end.first { byPoint[end.last, default: []].append(index) }
    }
    var used = [Bool](repeating: false, count: ends.count)
    /// The unused path meeting a point, and whether it must run backwards to leave from it.
    func next(from point: SIMD2<Double>) -> (path: Int, reversed: Bool)? {
      guard let candidate = byPoint[point]?.first(where: { !used[$0] }) else { return nil }
      return (candidate, ends[candidate].first != point)
    }
    var result: [[(path: Int, reversed: Bool)]] = []
    for start in ends.indices where !used[start] {
      used[start] = true
      var chain = [(path: start, reversed: false)]
      var tail = ends[start].last
      while let step = next(from: tail) {
        used[step.path] = true
        chain.append(step)
        tail = step.reversed ? ends[step.path].first : ends[step.path].last
      }
      var head = ends[start].first
      while let step = next(from: head) {
        used[step.path] = true
        // Leaving backwards from the head means running forwards into it, and the other way round.
        chain.insert((step.path, !step.reversed), at: 0)
        head = step.reversed ? ends[step.path].first : ends[step.path].last
      }
      result.append(chain)
    }
    return result
  }
}
