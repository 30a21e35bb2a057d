package import MeridianCore
package import MeridianGeocoding

/// One request to an ArcGIS REST GeocodeServer, with what it carries.
package enum GeocodeServiceOperation: Sendable, Hashable {
  /// The service root, `…/GeocodeServer?f=json`.
  case serviceInfo
  /// `findAddressCandidates` for single-line text, multi-field values or a suggestion.
  case findAddressCandidates(GeocodeQuery, GeocodeParameters)
  /// `suggest` for partial text.
  case suggest(String, SuggestParameters)
  /// `reverseGeocode` at a location.
  case reverseGeocode(Point, ReverseGeocodeParameters)
  /// `geocodeAddresses` for a batch; record `i` gets `OBJECTID` `i + 1`.
  case geocodeAddresses([GeocodeQuery], GeocodeParameters)

  /// The operation's name as it appears in the URL (`serviceInfo` for the root).
  package var name: String {
    switch self {
    case .serviceInfo: "serviceInfo"
    case .findAddressCandidates: "findAddressCandidates"
    case .suggest: "suggest"
    case .reverseGeocode: "reverseGeocode"
    case .geocodeAddresses: "geocodeAddresses"
    }
  }

  /// A Boolean value indicating whether repeating the request is harmless, so it may be retried.
  ///
  /// Every lookup is; a batch (`geocodeAddresses`) is not, since each call is billed.
  package var isIdempotent: Bool {
    if case .geocodeAddresses = self { return false }
    return true
  }
}
