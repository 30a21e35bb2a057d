import Foundation
import InternalMeridianToolSupport
import MeridianOfflineLocator

/// A data file named on the command line, with the format its extension gives.
struct InputFile: Equatable {
  /// The formats the tool reads, both in the Meridian schema.
  enum Format: Equatable {
    case csv
    case geoJSON
  }

  /// The path as typed (messages repeat it).
  let path: String
  let url: URL
  let format: Format

  /// An input file, its format chosen by extension: `.csv`, or `.geojson` / `.json`.
  ///
  /// - Throws: ``ToolError/usage(_:)`` for another extension, ``ToolError/missingInput(path:)`` when
  ///   the file does not exist or is a folder.
  init(path: String) throws(ToolError) {
    self.path = path
    url = URL(fileURLWithPath: path)
    switch url.pathExtension.lowercased() {
    case "csv": format = .csv
    case "geojson", "json": format = .geoJSON
    default:
      throw .usage("\(path): unknown data format (name CSV files *.csv and GeoJSON files *.geojson or *.json)")
    }
    _ = try ToolFiles.readableFile(path)
  }

  /// The engine's source for the file.
  var source: OfflineLocator.Source {
    switch format {
    case .csv: .csv(url)
    case .geoJSON: .geoJSON(url)
    }
  }
}
