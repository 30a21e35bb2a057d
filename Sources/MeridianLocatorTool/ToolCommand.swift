import Foundation
import InternalMeridianToolSupport

/// A command of `meridian-locator`.
enum ToolCommand: Equatable {
  /// Build an index from data files.
  case build(BuildOptions)
  /// Print the summary of an existing index.
  case inspect(path: String)
  /// Print the category tree.
  case categories
}

/// The options of `meridian-locator build`.
struct BuildOptions: Equatable {
  /// The data files, in the order given (CSV or GeoJSON, chosen by extension).
  var inputs: [String] = []
  /// The index file to write.
  var output: String = ""
  /// The locator's name; `nil` means the output file's name without its extension.
  var name: String?
  /// Whether to replace an existing output file.
  var force = false
  /// Whether to print nothing but errors.
  var quiet = false
}

extension BuildOptions {
  /// The options with the data files named on the command line, checked.
  ///
  /// - Throws: ``ToolError/usage(_:)`` for no `--output`, no data file, or an empty `--name`.
  static func finished(_ options: BuildOptions, inputs: [String]) throws(ToolError) -> ToolCommand {
    var options = options
    options.inputs = inputs
    guard !options.output.isEmpty else { throw .usage("'build' needs --output FILE, the index file to write") }
    guard !options.inputs.isEmpty else { throw .usage("'build' needs at least one CSV or GeoJSON file") }
    if let name = options.name, name.trimmingCharacters(in: .whitespaces).isEmpty {
      throw .usage("--name must not be empty")
    }
    return .build(options)
  }
}
