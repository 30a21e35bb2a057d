import Foundation
import MeridianCore
import MeridianGeocoding

/// Turns candidates into `GeocodeResult` values with labels, extents and attributes.
struct ResultFactory {
  let indexes: [OfflineIndex]
  let locatorName: String

  /// A geocode or reverse-geocode result for a candidate.
  ///
  /// - Parameters:
  ///   - candidate: The record and score.
  ///   - from: The point distances are measured from (the preferred location or the reverse-geocode input).
  ///   - attributeNames: The requested attribute names.
  ///   - isReverse: The label is then `Match_addr` and the input location is set.
  ///   - distance: The geodesic distance from `from` when the caller has measured it already.
  func result(
    _ candidate: Candidate, from: (latitude: Double, longitude: Double)?, attributeNames: [String],
    isReverse: Bool = false, distance known: Double? = nil
  ) -> GeocodeResult {
    let store = indexes[candidate.segment].store
    let record = candidate.record
    var labels = PlaceLabels(store: store, record: record)
    let latitude = store.latitudes[record]
    let longitude = store.longitudes[record]
    let distance =
      known
      ?? from.map {
        Geodesic.wgs84.distance(lat1: $0.latitude, lon1: $0.longitude, lat2: latitude, lon2: longitude)
      } ?? 0
    let half = Self.halfExtent(store, record, asStreet: candidate.asStreet)
    // An extent never reaches past a pole: a place within `half` of one gets a box cut at ±90°.
    let extent = (longitude - half, max(latitude - half, -90), longitude + half, min(latitude + half, 90))
    var street: [String: any Sendable] = [:]
    if candidate.asStreet {
      let name = store.text(record, .street)
      let place = [store.text(record, .postcode), store.text(record, .city)].filter { !$0.isEmpty }
      labels.matchAddress = ([name] + [place.joined(separator: " ")].filter { !$0.isEmpty }).joined(separator: ", ")
      labels.longLabel = [labels.matchAddress, store.text(record, .countryCode)].filter { !$0.isEmpty }
        .joined(separator: ", ")
      street = [
        "ShortLabel": name, "Place_addr": labels.matchAddress, "Addr_type": "StreetName", "Type": "", "AddNum": "",
        "StAddr": name,
      ]
    }
    let attributes = ResultAttributes.select(names: attributeNames) { [labels] position in
      (street.isEmpty ? nil : street[ResultAttributes.allNames[position]])
        ?? ResultAttributes.value(
          position, store: store, record: record, labels: labels, score: candidate.score, distance: distance,
          locatorName: locatorName, extent: extent)
    }
    let point = Point(x: longitude, y: latitude, spatialReference: .wgs84)
    return GeocodeResult(
      label: labels.matchAddress, displayLocation: point,
      inputLocation: isReverse ? from.map { Point(x: $0.longitude, y: $0.latitude, spatialReference: .wgs84) } : nil,
      routeLocation: point,
      extent: Envelope(xMin: extent.0, yMin: extent.1, xMax: extent.2, yMax: extent.3, spatialReference: .wgs84),
      score: candidate.score, attributes: attributes)
  }

  /// A result for coordinates typed as text: `Addr_type` "LatLong" or "MGRS" (see ``CoordinateText``).
  ///
  /// The label is the latitude and longitude to six decimals, or the MGRS reference as the online
  /// service writes it (upper case, no spaces).
  func coordinateResult(
    latitude: Double, longitude: Double, notation: CoordinateText.Notation = .latLong, text: String = "",
    attributeNames: [String]
  ) -> GeocodeResult {
    let label =
      notation == .mgrs ? CoordinateText.mgrsLabel(text) : String(format: "%.6f, %.6f", latitude, longitude)
    let all: [String: any Sendable] = [
      "Loc_name": locatorName, "Status": "M", "Score": 100.0, "Match_addr": label, "LongLabel": label,
      "ShortLabel": label, "Addr_type": notation.rawValue, "Type": notation.rawValue, "X": longitude, "Y": latitude,
      "DisplayX": longitude, "DisplayY": latitude, "Distance": 0.0,
    ]
    let point = Point(x: longitude, y: latitude, spatialReference: .wgs84)
    return GeocodeResult(
      label: label, displayLocation: point, routeLocation: point,
      extent: Envelope(
        xMin: longitude - 0.002, yMin: max(latitude - 0.002, -90), xMax: longitude + 0.002,
        yMax: min(latitude + 0.002, 90), spatialReference: .wgs84),
      score: 100,
      attributes: ResultAttributes.select(all, names: attributeNames))
  }

  /// Half the side of a result's extent in degrees: about 200 m for addresses and points of
  /// interest, 2 km for postcodes and streets, and 2–20 km for populated places by population.
  static func halfExtent(_ store: PlaceStore, _ record: Int, asStreet: Bool) -> Double {
    if asStreet { return 0.01 }
    switch OfflineCategories.addressType(of: store.category(record)) {
    case "POI", "PointAddress": return 0.002
    case "Postal": return 0.02
    case "Locality":
      if OfflineCategories.nodes[store.category(record)].name == "Country" { return 2 }
      let population = max(store.ranks[record], 1)
      return min(0.2, max(0.02, 0.02 * log10(population) / 3))
    default: return 0.005
    }
  }
}
