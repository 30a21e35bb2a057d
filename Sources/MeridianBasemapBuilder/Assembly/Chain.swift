/// A run of consecutive nodes of one or more ways: the node ids and their positions in Web Mercator
/// metres, and whether each end stops at a node the extract does not hold (a cut by the extract's
/// edge) or at the end of the way itself.
struct Chain {
  /// The node ids, in order.
  var ids: [Int64]
  /// The nodes' positions, x and y in Web Mercator metres.
  var points: [SIMD2<Double>]
  /// A Boolean value indicating whether the node before the first is missing from the extract.
  var startIsCut: Bool
  /// A Boolean value indicating whether the node after the last is missing from the extract.
  var endIsCut: Bool

  /// A Boolean value indicating whether the chain is a closed ring: at least four nodes, the last
  /// the first.
  var isClosed: Bool { ids.count >= 4 && ids.first == ids.last }

  /// The chain run backwards.
  var reversed: Chain {
    Chain(ids: ids.reversed(), points: points.reversed(), startIsCut: endIsCut, endIsCut: startIsCut)
  }

  /// The runs of a way's node list through the nodes the extract holds: a way whose nodes are all
  /// present is one run; each missing node ends a run and the next present node starts another.
  /// Runs of a single node are dropped (they draw nothing). A closed way whose closing node is present
  /// and that is cut somewhere has its last run joined to its first, so the ring's two pieces on
  /// either side of the closing node are one chain.
  ///
  /// - Parameters:
  ///   - refs: The way's node ids.
  ///   - position: The position of a node id in Web Mercator metres, or `nil` when the extract does
  ///     not hold the node.
  /// - Returns: The runs, in the way's order.
  static func runs<C: BidirectionalCollection<Int64>>(of refs: C, position: (Int64) -> SIMD2<Double>?) -> [Chain] {
    var runs: [Chain] = []
    var current = Chain(ids: [], points: [], startIsCut: false, endIsCut: false)
    var previousMissing = false
    for id in refs {
      if let p = position(id) {
        if current.ids.isEmpty { current.startIsCut = previousMissing }
        current.ids.append(id)
        current.points.append(p)
        previousMissing = false
      } else {
        if !current.ids.isEmpty {
          current.endIsCut = true
          runs.append(current)
          current = Chain(ids: [], points: [], startIsCut: false, endIsCut: false)
        }
        previousMissing = true
      }
    }
    if !current.ids.isEmpty { runs.append(current) }
    // A cut closed way: join the piece that ends at the closing node to the piece that starts there.
    if runs.count >= 2, let first = refs.first, refs.count > 1, first == refs.last, runs[0].ids.first == first,
      runs[runs.count - 1].ids.last == first, !runs[0].startIsCut, !runs[runs.count - 1].endIsCut
    {
      let last = runs.removeLast()
      var joined = last
      joined.ids += runs[0].ids.dropFirst()
      joined.points += runs[0].points.dropFirst()
      joined.endIsCut = runs[0].endIsCut
      runs[0] = joined
    }
    runs.removeAll { $0.ids.count < 2 }
    return runs
  }
}
