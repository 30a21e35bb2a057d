import MeridianCore

/// The spatial index of an overlay's graphics: slot numbers by geometry extent.
///
/// Interim implementation: a flat table scanned per query. Replaced by the grid index.
struct SpatialIndex {
  private var extents: [Envelope?] = []

  /// Indexes a slot's extent (replacing any earlier one); `nil` or empty extents are not indexed.
  mutating func set(slot: UInt32, extent: Envelope?) {
    let i = Int(slot)
    if i >= extents.count { extents.append(contentsOf: repeatElement(nil, count: i - extents.count + 1)) }
    extents[i] = extent.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Removes a slot.
  mutating func remove(slot: UInt32) {
    if Int(slot) < extents.count { extents[Int(slot)] = nil }
  }

  /// Removes everything.
  mutating func removeAll() { extents.removeAll() }

  /// The indexed extent of a slot.
  func extent(of slot: UInt32) -> Envelope? { Int(slot) < extents.count ? extents[Int(slot)] : nil }

  /// Appends the slots whose extent intersects `box`, projecting the box into each extent's reference.
  func query(_ box: Envelope, into result: inout [UInt32]) {
    var projected: [SpatialReference?: Envelope?] = [:]
    for (i, extent) in extents.enumerated() {
      guard let extent else { continue }
      let sr = extent.spatialReference
      let q: Envelope?
      if let cached = projected[sr] {
        q = cached
      } else {
        q = SpatialIndex.project(box, into: sr)
        projected[sr] = q
      }
      if let q, q.intersects(extent) { result.append(UInt32(i)) }
    }
  }

  /// The extents of every indexed slot.
  var allExtents: [Envelope] { extents.compactMap { $0 } }

  /// A box in another spatial reference: unchanged when either has none or they match; projected
  /// between WGS84 and Web Mercator (latitudes clamped to ±90 first); `nil` when it cannot be.
  static func project(_ box: Envelope, into spatialReference: SpatialReference?) -> Envelope? {
    guard let target = spatialReference, let source = box.spatialReference, source != target else { return box }
    var box = box
    if source.isGeographic {
      box = Envelope(
        xMin: box.xMin, yMin: Swift.max(box.yMin, -90), xMax: box.xMax, yMax: Swift.min(box.yMax, 90),
        spatialReference: source)
    }
    return try? GeometryEngine.project(box, into: target)
  }
}
