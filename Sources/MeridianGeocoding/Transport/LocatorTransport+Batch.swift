extension LocatorTransport {
  /// The default batch size: one query per ``geocode(batch:parameters:)`` call.
  ///
  /// - Returns: 1.
  /// - Throws: Nothing in this default implementation; a transport that asks its service may throw.
  public func maximumBatchSize() async throws -> Int { 1 }

  /// The default batch geocode: each query geocoded on its own, in order.
  ///
  /// A query that fails gives a failure at its position; the others still answer.
  ///
  /// - Parameters:
  ///   - queries: The queries, already validated by ``LocatorTask``.
  ///   - parameters: The options shared by every query.
  /// - Returns: One outcome per query, in the order of `queries`.
  /// - Throws: `CancellationError` when the task is cancelled between queries.
  public func geocode(
    batch queries: [GeocodeQuery], parameters: GeocodeParameters
  ) async throws -> [Result<[GeocodeResult], any Error>] {
    try await geocodeEach(queries, parameters: parameters)
  }

  /// Geocodes each query on its own, in order: the default batch geocode, and what a transport
  /// whose service has no batch operation falls back to.
  ///
  /// A query that fails gives a failure at its position; the others still answer.
  ///
  /// - Parameters:
  ///   - queries: The queries, already validated by ``LocatorTask``.
  ///   - parameters: The options shared by every query.
  /// - Returns: One outcome per query, in the order of `queries`.
  /// - Throws: `CancellationError` when the task is cancelled between queries or during one.
  package func geocodeEach(
    _ queries: [GeocodeQuery], parameters: GeocodeParameters
  ) async throws -> [Result<[GeocodeResult], any Error>] {
    var outcomes: [Result<[GeocodeResult], any Error>] = []
    outcomes.reserveCapacity(queries.count)
    for query in queries {
      try Task.checkCancellation()
      do {
        outcomes.append(.success(try await geocode(query, parameters: parameters)))
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        outcomes.append(.failure(error))
      }
    }
    return outcomes
  }
}
