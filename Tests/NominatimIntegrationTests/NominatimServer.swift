import Foundation
import Meridian
import Testing

/// The real Nominatim the integration suites talk to: `MERIDIAN_NOMINATIM_URL`, which `.ci/run` sets
/// after `.ci/nominatim.sh start` has imported the Helsinki extract and started the server on loopback.
enum NominatimServer {
  /// The server's URL, or `nil` when the variable is not set (the suites are then skipped, saying why).
  static let url: URL? = ProcessInfo.processInfo.environment["MERIDIAN_NOMINATIM_URL"].flatMap {
    $0.isEmpty ? nil : URL(string: $0)
  }

  /// The reason given when the suites are skipped.
  static let skipReason: Comment =
    "MERIDIAN_NOMINATIM_URL is not set: no Nominatim to test against (.ci/run starts one with .ci/nominatim.sh)"

  /// A locator task over the server.
  static func locator() throws -> LocatorTask {
    LocatorTask(transport: try transport())
  }

  /// A transport for the server.
  static func transport() throws -> NominatimTransport {
    NominatimTransport(url: try #require(url), userAgent: "MeridianIntegrationTests/1.0")
  }
}
