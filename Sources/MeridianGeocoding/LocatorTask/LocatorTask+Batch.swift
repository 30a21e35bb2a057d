extension LocatorTask {
  /// Geocodes many addresses, returning one outcome per input in input order.
  ///
  /// Inputs are validated one by one (an empty one fails at its position, the others still run);
  /// the valid ones go in batches of ``LocatorTransport/maximumBatchSize()``, and a batch that fails
  /// as a whole gives its error to each of its inputs. See “Many addresses at once” in `docs/geocoding.md`.
  ///
  /// - Parameters:
  ///   - parameters: The options shared by every query.
  ///   - addresses: The queries, at most ``maxBatchAddresses`` (10,000).
  ///   - maxConcurrentRequests: The most batches in flight at once, at least 1; values above
  ///     ``maxConcurrentRequestsLimit`` (64) are clamped to it. The default is 4.
  /// - Returns: One outcome per input: the results (empty when unmatched) or the error.
  /// - Throws: ``GeocodingError/invalidParameter(name:reason:)`` for bad shared parameters, more than 10,000
  ///   addresses or a `maxConcurrentRequests` below 1; `CancellationError` when cancelled (no partial outcome).
  public func geocode(
    addresses: [GeocodeQuery], using parameters: GeocodeParameters = GeocodeParameters(),
    maxConcurrentRequests: Int = 4
  ) async throws -> [Result<[GeocodeResult], any Error>] {
    guard maxConcurrentRequests >= 1 else {
      throw GeocodingError.invalidParameter(
        name: "maxConcurrentRequests", reason: "\(maxConcurrentRequests) is below 1.")
    }
    guard addresses.count <= Self.maxBatchAddresses else {
      throw GeocodingError.invalidParameter(
        name: "addresses", reason: "\(addresses.count) addresses; at most \(Self.maxBatchAddresses) per call.")
    }
    let limit = min(maxConcurrentRequests, Self.maxConcurrentRequestsLimit)
    let sr = transport.spatialReference
    let prepared = try Validation.prepare(parameters, into: sr)
    var outcomes = [Result<[GeocodeResult], any Error>?](repeating: nil, count: addresses.count)
    var valid: [(index: Int, query: GeocodeQuery)] = []
    for (index, address) in addresses.enumerated() {
      do {
        valid.append((index, try Self.validated(address)))
      } catch {
        outcomes[index] = .failure(error)
      }
    }
    let transport = self.transport
    let reported = valid.isEmpty ? 1 : try await call("geocodeAddresses") { try await transport.maximumBatchSize() }
    let batchSize = min(max(1, reported), max(1, valid.count))
    let chunks = stride(from: 0, to: valid.count, by: batchSize).map {
      Array(valid[$0..<min($0 + batchSize, valid.count)])
    }
    let answered = try await runChunks(chunks, parameters: prepared, limit: limit)
    for (chunk, answer) in zip(chunks, answered) {
      for (offset, item) in chunk.enumerated() {
        outcomes[item.index] = answer[offset].flatMap { results in
          Result { try ResultProjection.finish(results, parameters: parameters, transportReference: sr) }
        }
      }
    }
    try Task.checkCancellation()
    return outcomes.map { $0 ?? .failure(GeocodingError.decoding(field: "locations", message: "no outcome")) }
  }

  /// Geocodes many single-line addresses; see ``geocode(addresses:using:maxConcurrentRequests:)``.
  ///
  /// - Parameters:
  ///   - addresses: The single-line addresses.
  ///   - parameters: The options shared by every address.
  ///   - maxConcurrentRequests: The most batches in flight at once, at least 1, clamped to 64.
  /// - Returns: One outcome per address, in input order.
  /// - Throws: As ``geocode(addresses:using:maxConcurrentRequests:)``.
  public func geocode(
    addresses: [String], using parameters: GeocodeParameters = GeocodeParameters(), maxConcurrentRequests: Int = 4
  ) async throws -> [Result<[GeocodeResult], any Error>] {
    try await geocode(
      addresses: addresses.map(GeocodeQuery.searchText), using: parameters,
      maxConcurrentRequests: maxConcurrentRequests)
  }

  private static func validated(_ query: GeocodeQuery) throws -> GeocodeQuery {
    switch query {
    case .searchText(let text): return .searchText(try Validation.searchText(text))
    case .searchValues(let values): return .searchValues(try Validation.searchValues(values))
    case .suggestion(let suggestion):
      try Validation.suggestion(suggestion)
      return query
    }
  }

  /// Runs the batches at most `limit` at a time; returns each batch's outcomes in batch order.
  private func runChunks(
    _ chunks: [[(index: Int, query: GeocodeQuery)]], parameters: GeocodeParameters, limit: Int
  ) async throws -> [[Result<[GeocodeResult], any Error>]] {
    let transport = self.transport
    let clock = self.clock
    let timeout = self.timeout
    var answers = [[Result<[GeocodeResult], any Error>]](repeating: [], count: chunks.count)
    try await withThrowingTaskGroup(of: (Int, [Result<[GeocodeResult], any Error>]).self) { group in
      var next = 0
      func start() {
        guard next < chunks.count else { return }
        let position = next
        let queries = chunks[position].map(\.query)
        next += 1
        group.addTask {
          let outcome: [Result<[GeocodeResult], any Error>]
          do {
            outcome = try await raceCancellation(
              timeout: timeout, clock: clock,
              timeoutError: GeocodingError.timeout(operation: "geocodeAddresses", after: timeout ?? .zero)
            ) { try await transport.geocode(batch: queries, parameters: parameters) }
          } catch is CancellationError {
            throw CancellationError()
          } catch {
            return (position, queries.map { _ in .failure(error) })
          }
          guard outcome.count == queries.count else {
            let error = GeocodingError.decoding(
              field: "locations", message: "\(outcome.count) outcomes came back for \(queries.count) addresses.")
            return (position, queries.map { _ in .failure(error) })
          }
          return (position, outcome)
        }
      }
      for _ in 0..<min(limit, chunks.count) { start() }
      while let (position, outcome) = try await group.next() {
        answers[position] = outcome
        start()
      }
    }
    return answers
  }
}
