/// Generations of a request kind, so that only the latest request may publish.
///
/// Cancellation already stops a superseded request, but a result can be in hand at the moment a newer
/// request starts. Each request takes a ticket; when its answer comes, it publishes only if its ticket
/// is still the current one.
struct LatestRequest: Sendable, Hashable {
  /// The ticket of the newest request (0 before the first).
  private(set) var current: UInt64 = 0

  /// Starts a request and returns its ticket; every older ticket becomes stale.
  mutating func begin() -> UInt64 {
    current += 1
    return current
  }

  /// Makes every outstanding ticket stale without starting a request.
  mutating func invalidate() {
    current += 1
  }

  /// A Boolean value indicating whether `ticket` belongs to the newest request.
  func isCurrent(_ ticket: UInt64) -> Bool { ticket == current }
}
