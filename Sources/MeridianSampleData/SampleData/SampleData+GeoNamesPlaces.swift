public import MeridianBasemapBuilder
import MeridianOfflineLocator

extension SampleData {
  /// One populated place of the bundled GeoNames cities file (CC BY 4.0), as the file lists it.
  public typealias GeoNamesPlace = MeridianBasemapBuilder.GeoNamesPlace

  /// The 170,391 places of ``DataSet/cities`` (GeoNames cities1000, CC BY 4.0) in file order: the
  /// points of the clustering example, and of the supercluster peer's `geonames170k` set.
  ///
  /// - Returns: The places, in the order of the file's rows.
  /// - Throws: `OfflineLocatorError` when the file is missing, lacks a column or has a row whose
  ///   coordinates do not read as numbers; `CancellationError` when the task is cancelled.
  public static func geoNamesPlaces() throws -> [GeoNamesPlace] {
    let url = try url(of: .cities)
    do {
      return try GeoNamesPlacesReader.places(contentsOf: url)
    } catch let error as GeoNamesPlacesReadError {
      guard let line = error.line else {
        throw OfflineLocatorError.unreadableFile(file: error.file, reason: error.reason)
      }
      throw OfflineLocatorError.malformedRow(
        file: error.file, line: line, field: error.field ?? "(row)", reason: error.reason)
    }
  }
}
