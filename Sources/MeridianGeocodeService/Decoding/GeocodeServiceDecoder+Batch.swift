package import Foundation
import InternalMeridianUtilities
import MeridianCore
package import MeridianGeocoding

/// The `geocodeAddresses` records of one response, before they are joined back to the queries.
struct BatchRecords {
  /// A record that carries no `ResultID`, so it cannot be joined by id.
  struct Anonymous {
    /// The record's `address` (the service may echo the input there), or `nil` when it did not decode.
    var address: String?
    /// A Boolean value indicating whether the record says "no match" (no location, or status `U`).
    var isUnmatched: Bool
  }

  /// The records that carry a `ResultID`: the match, `nil` for "no match", or the record's decoding error.
  var byID: [Int: Result<GeocodeResult?, GeocodingError>] = [:]
  /// The records without a `ResultID`, in response order.
  var anonymous: [Anonymous] = []
}

extension GeocodeServiceDecoder {
  /// Decodes a `geocodeAddresses` response and joins its records back to the queries that were sent.
  ///
  /// See “The package-level `GeocodeServiceDecoder.batch(from:queries:)`” in `docs/geocoding.md`.
  ///
  /// - Parameters:
  ///   - data: The response body.
  ///   - queries: The queries of the request, in the order they were sent.
  /// - Returns: One outcome per query, in the order of `queries`: the match (an array of one), an
  ///   empty array when unmatched, or the error of that query's record.
  /// - Throws: `GeocodingError/service(code:message:details:messageCode:)` for an error body,
  ///   `GeocodingError/decoding(field:message:)` when the body is not JSON or has no `locations` array.
  package static func batch(
    from data: Data, queries: [GeocodeQuery]
  ) throws -> [Result<[GeocodeResult], any Error>] {
    try batch(from: try body(data), queries: queries, names: .world)
  }

  static func batch(
    from value: JSONValue, queries: [GeocodeQuery], names: AttributeNames
  ) throws -> [Result<[GeocodeResult], any Error>] {
    join(try batchRecords(from: value, names: names), queries: queries)
  }

  /// The legacy keyed form of ``batch(from:)``: matches and "no match" by `ResultID`.
  static func batch(from value: JSONValue, names: AttributeNames) throws -> [Int: GeocodeResult?] {
    try batchRecords(from: value, names: names).byID.mapValues { try $0.get() }
  }

  /// Decodes every record on its own, so a malformed one spoils only its own entry.
  static func batchRecords(from value: JSONValue, names: AttributeNames) throws -> BatchRecords {
    let root = try JSONReader(value, path: "")
    let sr = try spatialReference(root.value("spatialReference"), path: root.path("spatialReference"))
    var records = BatchRecords()
    for (index, value) in try root.array("locations").enumerated() {
      let id: Int?
      let record: Result<GeocodeResult?, GeocodingError>
      do {
        let result = try candidate(value, path: "locations[\(index)]", spatialReference: sr, names: names)
        // Decoded keys are canonical, so this is one dictionary lookup.
        id = result.attributes.value(caseInsensitive: "ResultID").flatMap(integer)
        let status = result.attributes.value(caseInsensitive: "Status") as? String
        let unmatched = status == "U" || status == "u" || result.displayLocation == nil
        record = .success(unmatched ? nil : result)
      } catch {
        id = resultID(of: value)
        record = .failure(
          error as? GeocodingError ?? .decoding(field: "locations[\(index)]", message: "\(error)"))
      }
      if let id {
        if records.byID[id] == nil { records.byID[id] = record }
      } else {
        let unmatched = if case .success(nil) = record { true } else { false }
        let address = value.object?["address"]?.string
        records.anonymous.append(BatchRecords.Anonymous(address: address, isUnmatched: unmatched))
      }
    }
    return records
  }

  /// The `ResultID` of a record that did not decode, read from its raw attributes (the key matched
  /// case-insensitively), so that its error still reaches its own query.
  private static func resultID(of value: JSONValue) -> Int? {
    guard let attributes = value.object?["attributes"]?.object else { return nil }
    let member = attributes.members.last { $0.key.lowercased() == "resultid" }
    return member?.value.attributeValue.flatMap(integer)
  }

  /// Joins decoded records back to the queries by the rules of ``batch(from:queries:)``.
  static func join(_ records: BatchRecords, queries: [GeocodeQuery]) -> [Result<[GeocodeResult], any Error>] {
    var outcomes = [Result<[GeocodeResult], any Error>?](repeating: nil, count: queries.count)
    for (id, record) in records.byID where id >= 1 && id <= queries.count {
      outcomes[id - 1] = record.map { $0.map { [$0] } ?? [] }.mapError { $0 }
    }
    var spare = 0
    for record in records.anonymous where record.isUnmatched {
      let echoed = record.address.map { address in
        outcomes.indices.filter { outcomes[$0] == nil && singleLine(queries[$0]).map { same($0, address) } == true }
      }
      if let echoed, echoed.count == 1 {
        outcomes[echoed[0]] = .success([])
      } else {
        spare += 1
      }
    }
    let missing = outcomes.indices.filter { outcomes[$0] == nil }.count
    let anonymous = records.anonymous.count
    return outcomes.enumerated().map { index, outcome in
      if let outcome { return outcome }
      if spare >= missing { return .success([]) }
      var message = "no record came back with ResultID \(index + 1)"
      if anonymous > 0 {
        message += "; the \(anonymous) record(s) without a ResultID cannot say which of the \(missing) "
        message += "unanswered addresses they belong to"
      }
      return .failure(GeocodingError.decoding(field: "locations", message: message + "."))
    }
  }

  /// The single-line text a query was sent with, if it has one.
  private static func singleLine(_ query: GeocodeQuery) -> String? {
    switch query {
    case .searchText(let text): text
    case .suggestion(let suggestion): suggestion.label
    case .searchValues: nil
    }
  }

  /// Compares two texts ignoring case and surrounding whitespace.
  private static func same(_ a: String, _ b: String) -> Bool {
    a.trimmingCharacters(in: .whitespacesAndNewlines)
      .caseInsensitiveCompare(b.trimmingCharacters(in: .whitespacesAndNewlines)) == .orderedSame
  }
}
