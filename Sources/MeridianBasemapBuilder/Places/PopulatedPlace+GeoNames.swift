extension PopulatedPlace {
  /// The places a basemap labels from GeoNames rows: every row with 10,000 people or more, or no
  /// population given, and every capital. A place of 100,000 or more is a city, one with no
  /// population (0) a village, named from village zooms only, else a town.
  ///
  /// - Parameters:
  ///   - rows: The rows, in file order.
  ///   - capitalRows: The indexes in `rows` of the capitals.
  /// - Returns: The places, in the rows' order.
  public static func labelled(_ rows: [GeoNamesPlace], capitalRows: Set<Int> = []) -> [PopulatedPlace] {
    var result: [PopulatedPlace] = []
    for (index, place) in rows.enumerated() {
      let isCapital = capitalRows.contains(index)
      guard isCapital || place.population >= 10_000 || place.population == 0 else { continue }
      result.append(
        PopulatedPlace(
          name: place.name, latitude: place.latitude, longitude: place.longitude,
          kind: place.population >= 100_000 ? .city : place.population > 0 ? .town : .village, isCapital: isCapital,
          population: place.population > 0 ? place.population : nil))
    }
    return result
  }
}
