import Foundation

extension OverlayStorage {
  /// The reach of the symbol a graphic resolves to, rounded up to a `Float`; 0 without symbol.
  mutating func reach(of snapshot: GraphicSnapshot) -> Float {
    if let reach = snapshot.reach { return reach }
    if let symbol = snapshot.symbol { return reach(of: symbol) }
    guard let renderer, let symbol = renderer.symbol(forAttributes: snapshot.attributes) else { return 0 }
    return reach(of: symbol)
  }

  /// The reach of a symbol, rounded up to a `Float`, remembering the last symbol's (graphics added
  /// together mostly share one).
  mutating func reach(of symbol: any Symbol) -> Float {
    if let last = lastReachSymbol, Self.isSame(last, symbol) { return lastReach }
    if let reach = Self.directReach(of: symbol) { return reach }
    if let last = lastReachSymbol, last.isEqual(to: symbol) { return lastReach }
    let reach = Self.rounded(symbol.footprint(measurer: textMeasurer).reach)
    lastReachSymbol = symbol
    lastReach = reach
    return reach
  }

  /// The reach of a simple marker, line or fill symbol, whose footprint is a few arithmetic
  /// operations on its own properties (no text measurer, no image): cheaper to compute than to
  /// prove the symbol equal to the last one. `nil` for other symbols.
  ///
  /// It runs no code but Meridian's, so it may run under a graphic's lock.
  static func directReach(of symbol: any Symbol) -> Float? {
    let type = ObjectIdentifier(Swift.type(of: symbol))
    guard
      type == ObjectIdentifier(SimpleMarkerSymbol.self) || type == ObjectIdentifier(SimpleLineSymbol.self)
        || type == ObjectIdentifier(SimpleFillSymbol.self)
    else { return nil }
    return rounded(symbol.footprint(measurer: directMeasurer).reach)
  }

  /// The measurer handed to symbols that do not measure text.
  private static let directMeasurer: any TextMeasurer = GlyphWidthTextMeasurer()

  /// A reach rounded up to a `Float`, 0 when it is not finite or negative.
  static func rounded(_ reach: Double) -> Float {
    var rounded = Float(reach.isFinite ? Swift.max(reach, 0) : 0)
    if Double(rounded) < reach { rounded = rounded.nextUp }
    return rounded
  }

  /// A Boolean value indicating whether two existentials hold bit-identical containers: the same
  /// type and the same inline bits or shared box (copies of one symbol value share its box).
  /// Identical bits mean an equal value, so this is a cheap first test before `isEqual(to:)`. Equal
  /// values boxed one by one (a concrete symbol passed to many graphics' initialisers) differ here,
  /// even in their bytes (padding), so `isEqual(to:)` decides for them.
  static func isSame(_ a: any Symbol, _ b: any Symbol) -> Bool {
    withUnsafeBytes(of: a) { ra in
      withUnsafeBytes(of: b) { rb in
        guard ra.count == rb.count, let pa = ra.baseAddress, let pb = rb.baseAddress else { return false }
        return memcmp(pa, pb, ra.count) == 0
      }
    }
  }

  /// Records a slot's reach, replacing the one counted before when `wasCounted`.
  mutating func setReach(_ reach: Float, of slot: UInt32, counted wasCounted: Bool) {
    if wasCounted {
      let old = slotReach[Int(slot)]
      if old == reach { return }
      uncountReach(old)
    }
    slotReach[Int(slot)] = reach
    countReach(reach, times: 1)
  }

  /// Counts `times` more graphics whose symbol has `reach`.
  mutating func countReach(_ reach: Float, times: Int) {
    guard times > 0 else { return }
    reachCounts[reach, default: 0] += times
    if reach > maximumReach { maximumReach = reach }
  }

  mutating func uncountReach(_ reach: Float) {
    let remaining = (reachCounts[reach] ?? 1) - 1
    reachCounts[reach] = remaining > 0 ? remaining : nil
    if remaining <= 0 && reach == maximumReach { maximumReach = reachCounts.keys.max() ?? 0 }
  }

  /// Recomputes every graphic's reach, after the renderer or the text measurer changed.
  mutating func recountReaches(snapshot: (Graphic) -> GraphicSnapshot) {
    reachCounts.removeAll()
    maximumReach = 0
    lastReachSymbol = nil
    for slot in order {
      guard let graphic = slotGraphic[Int(slot)] else { continue }
      setReach(reach(of: snapshot(graphic)), of: slot, counted: false)
    }
  }
}

/// Counts runs of equal reaches while a batch is entered, so the reach table is updated once a run
/// instead of once a graphic.
struct ReachTally {
  private var reach: Float = 0
  private var count = 0

  /// Adds one graphic of `reach`, flushing the previous run into `storage` when it differs.
  mutating func add(_ reach: Float, to storage: inout OverlayStorage) {
    if count > 0 && reach != self.reach { flush(into: &storage) }
    self.reach = reach
    count += 1
  }

  /// Counts the current run in `storage`.
  mutating func flush(into storage: inout OverlayStorage) {
    storage.countReach(reach, times: count)
    count = 0
  }
}
