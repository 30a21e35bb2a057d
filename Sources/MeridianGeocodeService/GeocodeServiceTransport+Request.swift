import Foundation
import MeridianCore
import MeridianGeocoding

extension GeocodeServiceTransport {
  /// Builds the HTTP request of an operation, without the credential header.
  ///
  /// The tests and the bench use it to see exactly what the transport sends: `f=json` always, a `GET` with the parameters in
  /// the query string, or a form-encoded `POST` when the URL would pass
  /// ``Configuration/maxURLLength`` characters and for every `geocodeAddresses`.
  ///
  /// - Parameter operation: The operation and what it carries.
  /// - Returns: The request.
  /// - Throws: `GeocodingError/insecureURL(host:)` for plain `http` to a host that is not loopback,
  ///   `GeocodingError/invalidURL(_:)` for a URL without an http(s) scheme or a host.
  package func request(for operation: GeocodeServiceOperation) throws -> HTTPRequest {
    try checkURL()
    let (path, parameters) = try GeocodeServiceEncoder.parameters(for: operation)
    let endpoint = path.isEmpty ? baseEndpoint : "\(baseEndpoint)/\(path)"
    let query = FormEncoding.encode(parameters)
    let mustPost = !operation.isIdempotent
    if !mustPost, endpoint.utf8.count + 1 + query.utf8.count <= configuration.maxURLLength,
      let target = URL(string: "\(endpoint)?\(query)")
    {
      return HTTPRequest(method: .get, url: target, headers: ["Accept": "application/json"])
    }
    guard let target = URL(string: endpoint) else { throw GeocodingError.invalidURL(endpoint) }
    return HTTPRequest(
      method: .post, url: target,
      headers: ["Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded"],
      body: Data(query.utf8))
  }

  /// Checks the scheme and host: `https`, or `http` to a loopback host (``HTTPExchange/checkURL(_:)``).
  func checkURL() throws { try HTTPExchange.checkURL(url) }
}
