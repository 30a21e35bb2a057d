/// What a Nominatim server's `/status` endpoint says about itself.
///
/// A working server answers status 0 and message "OK"; a server that cannot reach its database
/// answers a non-zero status (700 and above) with HTTP 500, which ``NominatimTransport/status()``
/// throws as `GeocodingError/service(code:message:details:messageCode:)`.
public struct NominatimStatus: Sendable, Hashable, CustomStringConvertible {
  /// The status code: 0 when the server works.
  public var status: Int
  /// The server's message, "OK" when it works.
  public var message: String
  /// The Nominatim version the server runs, such as "5.3.3".
  public var softwareVersion: String?
  /// The version of the database schema, such as "5.3.3-0".
  public var databaseVersion: String?
  /// When the data was last updated, as the server writes it (ISO 8601), if it says.
  public var dataUpdated: String?

  /// Creates a status.
  ///
  /// - Parameters:
  ///   - status: The status code, 0 when the server works.
  ///   - message: The server's message.
  ///   - softwareVersion: The Nominatim version, or `nil`.
  ///   - databaseVersion: The database schema version, or `nil`.
  ///   - dataUpdated: When the data was last updated, or `nil`.
  public init(
    status: Int, message: String, softwareVersion: String? = nil, databaseVersion: String? = nil,
    dataUpdated: String? = nil
  ) {
    self.status = status
    self.message = message
    self.softwareVersion = softwareVersion
    self.databaseVersion = databaseVersion
    self.dataUpdated = dataUpdated
  }

  /// A Boolean value indicating whether the server works (status 0).
  public var isOK: Bool { status == 0 }

  /// A short text for logs: the status, the message and the versions.
  public var description: String {
    let versions = [softwareVersion.map { "software \($0)" }, databaseVersion.map { "database \($0)" }]
      .compactMap { $0 }
    return "NominatimStatus(\(status), \(message)\(versions.isEmpty ? "" : ", " + versions.joined(separator: ", ")))"
  }
}
