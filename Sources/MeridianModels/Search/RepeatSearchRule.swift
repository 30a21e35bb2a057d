public import MeridianCore

/// The "repeat search here" rule, as a pure value that can be tested without a map.
///
/// After a search settles, the visible extent at that moment is the reference. While the map
/// navigates, the rule becomes eligible as its ``criterion`` says: by default
/// (``Criterion/significantChange``, the toolkit's rule) when the visible extent's width or height
/// differs from the reference's by more than 25%, or its centre has moved more than 25% of the mean
/// of the reference's width and height; with ``Criterion/anyChange`` (the find-place tutorial's rule)
/// as soon as the visible extent differs from the reference at all. Once eligible it stays so
/// (latched) until the query changes or a new search starts.
///
/// Worked example: reference 1,000 × 600 centred at (0, 0), so the centre threshold is 25% of 800 = 200.
/// A pan to a centre at (150, 130) moves √(150² + 130²) ≈ 198.5: not eligible. A pan to (160, 130)
/// moves ≈ 206.2: eligible. Zooming so the width becomes 1,251 (a 25.1% change) is eligible; 1,250 is not.
public struct RepeatSearchRule: Sendable, Hashable {
  /// The fraction of change that makes a repeat search worthwhile: 0.25.
  public static let threshold = 0.25

  /// When a moved map makes a repeat search worthwhile.
  public enum Criterion: Sendable, Hashable {
    /// The toolkit's rule: a change of the visible extent's width, height or centre of more than
    /// ``RepeatSearchRule/threshold`` (25%).
    case significantChange
    /// The find-place tutorial's rule: any change of the visible extent after the search settled.
    case anyChange
  }

  /// When the rule becomes eligible; the default is ``Criterion/significantChange``.
  public let criterion: Criterion

  /// The visible extent when the last search settled, or `nil` before any search (or while one runs).
  public private(set) var referenceExtent: Envelope?

  /// A Boolean value indicating whether a repeat search is offered now.
  public private(set) var isEligible = false

  /// Creates the rule with no reference.
  ///
  /// - Parameter criterion: When a moved map makes a repeat search worthwhile. The default is the
  ///   toolkit's ``Criterion/significantChange``.
  public init(criterion: Criterion = .significantChange) { self.criterion = criterion }

  /// A new search starts: not eligible, and no reference until it settles.
  public mutating func searchStarted() {
    referenceExtent = nil
    isEligible = false
  }

  /// The search settled (results drawn, zoom done) with the map showing `visibleExtent`.
  public mutating func searchSettled(visibleExtent: Envelope?) {
    referenceExtent = visibleExtent.flatMap { $0.isEmpty ? nil : $0 }
    isEligible = false
  }

  /// The query changed: the latch opens; the reference stays, so further navigation may offer it again.
  public mutating func queryChanged() {
    isEligible = false
  }

  /// The map moved to show `visibleExtent`.
  ///
  /// - Returns: Whether the rule is eligible afterwards.
  @discardableResult
  public mutating func visibleExtentChanged(_ visibleExtent: Envelope) -> Bool {
    guard !isEligible, let reference = referenceExtent, !visibleExtent.isEmpty else { return isEligible }
    switch criterion {
    case .significantChange: isEligible = Self.differsEnough(visibleExtent, from: reference)
    case .anyChange: isEligible = visibleExtent != reference
    }
    return isEligible
  }

  /// A Boolean value indicating whether `extent` differs from `reference` by more than the threshold.
  public static func differsEnough(_ extent: Envelope, from reference: Envelope) -> Bool {
    let widthChange = abs(extent.width - reference.width)
    let heightChange = abs(extent.height - reference.height)
    if widthChange > threshold * reference.width || heightChange > threshold * reference.height { return true }
    let dx = extent.center.x - reference.center.x
    let dy = extent.center.y - reference.center.y
    let meanSize = (reference.width + reference.height) / 2
    return (dx * dx + dy * dy).squareRoot() > threshold * meanSize
  }
}
