import InternalMeridianUtilities

/// The ``LayerFrameCache`` a map view shares with its snapshots, behind a lock, so that a frame built
/// or an identify run from any snapshot reuses the layers' drawings and the label placement.
final class LayerFrameStore: Sendable {
  private let cache = SharedLock(LayerFrameCache())

  /// Runs `body` with the cache; frames are built one at a time.
  func withCache<Result: Sendable>(_ body: (inout LayerFrameCache) -> Result) -> Result {
    cache.withLock { body(&$0) }
  }
}
