import Foundation

extension SpatialIndex {
  /// A power-of-two cell size that puts about ``pointsPerCell`` points in the cell of a typical
  /// point, from a sample of at most 4,096 of the points and the boxes' centres.
  ///
  /// A first guess spreads the points evenly over the 5th–95th percentile box of the sample. Points
  /// are rarely spread evenly (cities, clusters), so the guess is then corrected by the density the
  /// points actually see: the sample is hashed into cells coarse enough that a typical sample point
  /// shares its cell with at least 16 others, the number of points that share a typical point's
  /// cell is estimated from that, and the size is scaled to bring it to ``pointsPerCell``. Evenly
  /// spread points keep about the first guess; clustered ones get cells sized to their clusters.
  func cellSize(points: PointGrid, boxSlots: [UInt32]) -> Double {
    let total = points.count + boxSlots.count
    let stride = Swift.max(1, total / 4096)
    var sample: [(x: Double, y: Double)] = []
    var skip = 0
    points.forEachLive { point in
      if skip == 0 {
        sample.append((point.x, point.y))
        skip = stride
      }
      skip -= 1
    }
    var j = 0
    while j < boxSlots.count {
      if let b = boxes[boxSlots[j]], b.xMin.isFinite, b.xMax.isFinite, b.yMin.isFinite, b.yMax.isFinite {
        sample.append(((b.xMin + b.xMax) / 2, (b.yMin + b.yMax) / 2))
      }
      j += stride
    }
    guard sample.count >= 2, let guess = Self.evenSpreadSize(sample, total: total) else { return 1 }
    let size = Self.densityCorrected(guess, sample: sample, total: total)
    return Swift.min(Swift.max(exp2(log2(size).rounded()), 1e-12), 1e12)
  }

  /// The cell size for `total` points spread evenly over the 5th–95th percentile box of `sample`, or
  /// `nil` when that box is a point.
  private static func evenSpreadSize(_ sample: [(x: Double, y: Double)], total: Int) -> Double? {
    let sx = sample.map(\.x).sorted()
    let sy = sample.map(\.y).sorted()
    let lo = sx.count / 20
    let hi = sx.count - 1 - lo
    let w = sx[hi] - sx[lo]
    let h = sy[hi] - sy[lo]
    let n = Double(total) * 0.9
    if w > 0 && h > 0 { return (w * h * pointsPerCell / (0.9 * n)).squareRoot() }
    if w > 0 || h > 0 { return Swift.max(w, h) * pointsPerCell / n }
    return nil
  }

  /// `guess` corrected by the density around a typical point of the sample (see ``cellSize(points:boxSlots:)``).
  private static func densityCorrected(_ guess: Double, sample: [(x: Double, y: Double)], total: Int) -> Double {
    guard sample.count >= 64, guess.isFinite, guess > 0 else { return guess }
    // The finest power-of-two multiple of the guess at which a typical sample point shares its
    // cell with at least 16 others: coarser measures blur clusters, finer ones are noise.
    var coarse = guess
    var shared = sharedCell(sample, size: coarse)
    var steps = 0
    if shared >= 16 {
      while steps < 16 {
        let finer = sharedCell(sample, size: coarse / 2)
        guard finer >= 16 else { break }
        coarse /= 2
        shared = finer
        steps += 1
      }
    } else {
      while shared < 16 && steps < 32 {
        coarse *= 2
        shared = sharedCell(sample, size: coarse)
        steps += 1
      }
      guard shared >= 16 else { return guess }
    }
    // In the whole data a typical point shares its cell with shared / fraction others; at a size s
    // that number scales with the area, as s² / coarse². Bounded (2¹⁶ either way).
    let load = shared * Double(total) / Double(sample.count)
    let size = coarse * (pointsPerCell / load).squareRoot()
    return Swift.min(Swift.max(size, guess / 65536), guess * 65536)
  }

  /// The mean number of other sample points in a sample point's cell, for cells `size` wide.
  private static func sharedCell(_ sample: [(x: Double, y: Double)], size: Double) -> Double {
    let inverse = 1 / size
    var counts: [UInt64: Int] = [:]
    counts.reserveCapacity(sample.count)
    for p in sample {
      counts[GridCell.key(GridCell.coordinate(p.x, inverse), GridCell.coordinate(p.y, inverse)), default: 0] += 1
    }
    return Double(counts.values.reduce(0) { $0 + $1 * ($1 - 1) }) / Double(sample.count)
  }
}
