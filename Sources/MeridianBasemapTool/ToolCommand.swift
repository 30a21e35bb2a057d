import Foundation
import InternalMeridianToolSupport

/// A command of `meridian-basemap`.
enum ToolCommand: Equatable {
  /// Build a basemap file from an extract.
  case build(BuildOptions)
  /// Print what a basemap file holds.
  case inspect(path: String)
}

/// The options of `meridian-basemap build`.
struct BuildOptions: Equatable {
  /// The OpenStreetMap extract (`*.osm.pbf`).
  var extract = ""
  /// The world's country polygons (GeoJSON), or `nil` for none.
  var world: String?
  /// World layer files (`.meridianworld`): the world's drawn in the order given, then the regional
  /// cuts by their first zoom.
  var worldLayers: [String] = []
  /// A GeoNames places CSV file whose towns and cities label the world layer, or `nil` for none.
  var places: String?
  /// The basemap file to write; `nil` means ``defaultOutput(for:)`` of the extract.
  var output: String?
  /// Whether to replace an existing output file.
  var force = false
  /// Whether to print nothing but errors.
  var quiet = false

  /// The file written when `--output` is not given: the extract's name without `.osm.pbf` (or `.pbf`)
  /// and with `.meridianbasemap`, in the current folder (`helsinki.osm.pbf` → `helsinki.meridianbasemap`).
  static func defaultOutput(for extract: String) -> String {
    var name = URL(fileURLWithPath: extract).lastPathComponent
    for suffix in [".osm.pbf", ".pbf"] where name.lowercased().hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return (name.isEmpty ? "basemap" : name) + "." + BasemapFileName.pathExtension
  }

  /// The output file, as given or by default.
  var outputPath: String { output ?? Self.defaultOutput(for: extract) }
}

/// The basemap file's conventional name.
enum BasemapFileName {
  /// The extension of a basemap file: `meridianbasemap` (ignored by the repository's `.gitignore`).
  static let pathExtension = "meridianbasemap"
}

extension BuildOptions {
  /// The options with the extract named on the command line, checked.
  ///
  /// - Throws: ``ToolError/usage(_:)`` for no extract or more than one, one that is not a `.pbf`
  ///   file, or an empty `--output`, `--world`, `--world-layer` or `--places`.
  static func finished(_ options: BuildOptions, extracts: [String]) throws(ToolError) -> ToolCommand {
    guard extracts.count == 1, let extract = extracts.first else {
      throw .usage("'build' takes exactly one OpenStreetMap extract (*.osm.pbf), got \(extracts.count)")
    }
    guard extract.lowercased().hasSuffix(".pbf") else {
      throw .usage(
        "\(extract): not an .osm.pbf file; meridian-basemap reads OpenStreetMap's PBF format only "
          + "(convert others with 'osmium cat IN -o OUT.osm.pbf')")
    }
    var options = options
    options.extract = extract
    let values =
      [("--output", options.output), ("--world", options.world), ("--places", options.places)]
      + options.worldLayers.map { ("--world-layer", $0) }
    for (name, value) in values where value?.isEmpty == true {
      throw .usage("\(name) must not be empty")
    }
    return .build(options)
  }
}
