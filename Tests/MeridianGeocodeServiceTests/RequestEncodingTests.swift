import Foundation
import MeridianCore
import MeridianGeocoding
import Testing

@testable import MeridianGeocodeService

/// The bytes of requests whose JSON-valued parameters (point and envelope JSON off WGS84, the batch
/// record set) are written by the shared JSON writer and Core's Esri JSON coder.
///
/// The JSON texts are worked by hand in the order the service's documentation and arcgis-rest-js
/// write them (PROTOCOL.md §2 and §5: `x`, `y`, `spatialReference`; `xmin`, `ymin`, `xmax`, `ymax`;
/// `OBJECTID` first); the percent-encoded query strings are Python 3's
/// `urllib.parse.quote(value, safe='-._~')` of those texts, joined by `&` (RFC 3986 unreserved
/// characters kept, as FormEncoding documents).
@Suite("Request encoding")
struct RequestEncodingTests {
  static let mercatorURL = URL(string: "https://example.com/arcgis/rest/services/Mercator/GeocodeServer")!

  @Test("findAddressCandidates off WGS84: location and searchExtent as Esri JSON, every byte")
  func findAddressCandidatesInWebMercator() throws {
    let transport = GeocodeServiceTransport(url: Self.mercatorURL, spatialReference: .webMercator)
    var parameters = GeocodeParameters()
    parameters.categories = ["Coffee Shop"]
    // PROTOCOL.md's own example point, in the legacy 102100 code the service writes back.
    parameters.preferredSearchLocation = Point(
      x: -13046165.572, y: 4036389.847, spatialReference: SpatialReference(wkid: 102100))
    parameters.searchArea = Envelope(
      xMin: -13046500, yMin: 4036000, xMax: -13045800.5, yMax: 4036800, spatialReference: .webMercator)
    parameters.addResultAttributeNames(["PlaceName", "Place_addr"])
    parameters.maxResults = 5
    let request = try transport.request(for: .findAddressCandidates(.searchText(#"Café "Regatta""#), parameters))
    #expect(request.method == .get)
    let query =
      "singleLine=Caf%C3%A9%20%22Regatta%22&category=Coffee%20Shop&searchExtent=%7B%22xmin%22%3A-13046500%2C"
      + "%22ymin%22%3A4036000%2C%22xmax%22%3A-13045800.5%2C%22ymax%22%3A4036800%2C%22spatialReference%22%3A"
      + "%7B%22wkid%22%3A3857%7D%7D&location=%7B%22x%22%3A-13046165.572%2C%22y%22%3A4036389.847%2C"
      + "%22spatialReference%22%3A%7B%22wkid%22%3A102100%2C%22latestWkid%22%3A3857%7D%7D"
      + "&outFields=PlaceName%2CPlace_addr&maxLocations=5&forStorage=false&f=json"
    #expect(request.url.absoluteString == Self.mercatorURL.absoluteString + "/findAddressCandidates?" + query)
    let (_, items) = try GeocodeServiceEncoder.parameters(
      for: .findAddressCandidates(.searchText("x"), parameters))
    let values = Dictionary(items, uniquingKeysWith: { first, _ in first })
    #expect(
      values["location"]
        == #"{"x":-13046165.572,"y":4036389.847,"spatialReference":{"wkid":102100,"latestWkid":3857}}"#)
    #expect(
      values["searchExtent"]
        == #"{"xmin":-13046500,"ymin":4036000,"xmax":-13045800.5,"ymax":4036800,"spatialReference":{"wkid":3857}}"#)
  }

  @Test("geocodeAddresses: multi-field and escaped single-line records, the whole POST body")
  func batchBody() throws {
    let transport = GeocodeServiceTransport(url: Self.mercatorURL)
    let queries: [GeocodeQuery] = [
      .searchValues(["Postal": "92373", "Address": "380 New York St", "City": "Redlands"]),
      .searchText("Tab\there \"quoted\" \\ back ü"),
    ]
    let request = try transport.request(for: .geocodeAddresses(queries, GeocodeParameters()))
    #expect(request.method == .post)
    let records =
      #"{"records":[{"attributes":{"OBJECTID":1,"Address":"380 New York St","City":"Redlands","Postal":"92373"}},"#
      + #"{"attributes":{"OBJECTID":2,"SingleLine":"Tab\there \"quoted\" \\ back ü"}}]}"#
    #expect(try GeocodeServiceEncoder.records(queries) == records)
    let body =
      "addresses=%7B%22records%22%3A%5B%7B%22attributes%22%3A%7B%22OBJECTID%22%3A1%2C%22Address%22%3A%22380"
      + "%20New%20York%20St%22%2C%22City%22%3A%22Redlands%22%2C%22Postal%22%3A%2292373%22%7D%7D%2C%7B"
      + "%22attributes%22%3A%7B%22OBJECTID%22%3A2%2C%22SingleLine%22%3A%22Tab%5Cthere%20%5C%22quoted%5C%22"
      + "%20%5C%5C%20back%20%C3%BC%22%7D%7D%5D%7D&forStorage=false&f=json"
    #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == body)
  }

  @Test("A multi-field value named OBJECTID does not replace the record's own number")
  func objectIDIsTheRecordNumber() throws {
    let records = try GeocodeServiceEncoder.records([.searchValues(["objectid": "99", "City": "Oslo"])])
    #expect(records == #"{"records":[{"attributes":{"OBJECTID":1,"City":"Oslo"}}]}"#)
  }

  @Test("Control characters are escaped as JSON requires; the text reads back as it was")
  func controlCharacters() throws {
    let text = "a\u{1}b\u{8}c\u{C}d\re\u{1F}f/g"
    let records = try GeocodeServiceEncoder.records([.searchText(text)])
    // RFC 8259 §7: quotation mark, reverse solidus and U+0000...U+001F must be escaped; \b, \f, \r
    // have short forms, the others \u00XX. "/" needs no escape.
    #expect(records == #"{"records":[{"attributes":{"OBJECTID":1,"SingleLine":"a\u0001b\bc\fd\re\u001ff/g"}}]}"#)
    let parsed = try JSONSerialization.jsonObject(with: Data(records.utf8)) as? [String: Any]
    let record = (parsed?["records"] as? [[String: Any]])?.first?["attributes"] as? [String: Any]
    #expect(record?["SingleLine"] as? String == text)
  }

  @Test("A WGS84 location keeps the short x,y form; numbers are written as the JSON writer writes them")
  func shortLocation() throws {
    let transport = GeocodeServiceTransport(url: Self.mercatorURL)
    var parameters = ReverseGeocodeParameters()
    parameters.outputSpatialReference = .webMercator
    let request = try transport.request(for: .reverseGeocode(Point(latitude: 34, longitude: -117.2054), parameters))
    #expect(
      request.url.absoluteString
        == Self.mercatorURL.absoluteString
        + "/reverseGeocode?location=-117.2054%2C34&outSR=3857&forStorage=false&f=json")
  }
}
