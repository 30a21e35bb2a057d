/// Joins chains end to end into rings, as the OpenStreetMap multipolygon rules say: member ways that
/// share an end node are one ring, whatever their directions.
///
/// Joining happens only at ends that are not cut (a cut end has no next node to share). What cannot
/// be closed stays an open chain, for ``BoxCloser`` to close along the extract's edge or for the
/// build report.
enum RingAssembler {
  /// The most chains one assembly joins (a multipolygon's member ways); larger inputs are refused
  /// by the caller and reported.
  static let maximumChains = 100_000

  /// Joins chains into closed rings and the open chains left.
  ///
  /// Each step extends the current chain at its end by an unused chain that starts or ends at the
  /// same node (reversed when needed), until it closes or nothing fits; then it tries the start.
  ///
  /// - Parameter chains: The chains, in member order.
  /// - Returns: The closed rings (last node = first node) and the open chains.
  static func assemble(_ chains: [Chain]) -> (rings: [Chain], open: [Chain]) {
    var rings: [Chain] = []
    var open: [Chain] = []
    var pool = chains.filter { !$0.isClosed }
    rings = chains.filter(\.isClosed)
    // End node id → indices of pool chains with that id at an uncut end.
    var byEnd: [Int64: [Int]] = [:]
    for (index, chain) in pool.enumerated() {
      if !chain.startIsCut, let id = chain.ids.first { byEnd[id, default: []].append(index) }
      if !chain.endIsCut, let id = chain.ids.last { byEnd[id, default: []].append(index) }
    }
    var used = [Bool](repeating: false, count: pool.count)
    func take(at id: Int64) -> Int? {
      guard let candidates = byEnd[id] else { return nil }
      return candidates.first { !used[$0] }
    }
    for start in pool.indices where !used[start] {
      used[start] = true
      var current = pool[start]
      // Extend at the end, then at the start.
      for _ in 0..<2 {
        while !current.isClosed, !current.endIsCut, let end = current.ids.last, let next = take(at: end) {
          used[next] = true
          var piece = pool[next]
          if piece.ids.first != end { piece = piece.reversed }
          current.ids += piece.ids.dropFirst()
          current.points += piece.points.dropFirst()
          current.endIsCut = piece.endIsCut
        }
        if current.isClosed { break }
        current = current.reversed
      }
      if current.isClosed { rings.append(current) } else { open.append(current) }
    }
    pool.removeAll()
    return (rings, open)
  }
}
