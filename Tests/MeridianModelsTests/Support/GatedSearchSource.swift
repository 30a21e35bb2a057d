import InternalMeridianUtilities
import MeridianCore
import MeridianModels

/// A search source whose answers the test releases by hand, recording each repeat search's extent.
final class GatedSearchSource: SearchSource {
  let name = "Gated"
  let suggestGate: ReplyGate<[SearchSuggestion]>
  let searchGate: ReplyGate<[SearchResult]>
  private let extents = SharedLock<[Envelope]>([])

  init(honoursCancellation: @escaping @Sendable (String) -> Bool = { _ in true }) {
    suggestGate = ReplyGate(honoursCancellation: honoursCancellation)
    searchGate = ReplyGate(honoursCancellation: honoursCancellation)
  }

  /// The extents repeat searches were asked for.
  var repeatSearchExtents: [Envelope] { extents.withLock { $0 } }

  func suggest(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchSuggestion]
  { try await suggestGate.wait(query) }

  func search(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchResult]
  { try await searchGate.wait(query) }

  func search(
    _ suggestion: SearchSuggestion, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  )
    async throws -> [SearchResult]
  { try await searchGate.wait(suggestion.displayTitle) }

  func repeatSearch(_ query: String, searchExtent: Envelope) async throws -> [SearchResult] {
    extents.withLock { $0.append(searchExtent) }
    return try await searchGate.wait(query)
  }
}
