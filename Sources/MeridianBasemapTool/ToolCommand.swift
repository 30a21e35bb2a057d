import Foundation
import InternalMeridianToolSupport

/// What the command line asks the tool to do.
enum ToolCommand: Equatable {
  /// Print the usage (of one command, or of the tool).
  case help(topic: String?)
  /// Print the tool's version.
  case version
  /// Build a basemap file from an extract.
  case build(BuildOptions)
  /// Print what a basemap file holds.
  case inspect(path: String)

  /// The commands, for help and error messages.
  static let commands = ["build", "inspect", "help"]
}

/// The options of `meridian-basemap build`.
struct BuildOptions: Equatable {
  /// The OpenStreetMap extract (`*.osm.pbf`).
  var extract = ""
  /// The world's country polygons (GeoJSON), or `nil` for none.
  var world: String?
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

extension ToolCommand {
  /// Reads the command-line words (without the program name).
  ///
  /// Options take their value as the next word or after `=` (`--output=city.meridianbasemap`);
  /// `--` ends the options, so later words are files even when they start with `-`.
  ///
  /// - Parameter arguments: The words after the program name.
  /// - Returns: The command.
  /// - Throws: ``ToolError/usage(_:)`` naming the unknown command or option, the missing value or file.
  static func parse(_ arguments: [String]) throws(ToolError) -> ToolCommand {
    guard let first = arguments.first else { throw .usage("no command given (try 'meridian-basemap --help')") }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help": return .help(topic: nil)
    case "--version": return .version
    case "help":
      guard rest.count <= 1 else { throw .usage("'help' takes at most one command name") }
      if let topic = rest.first, !commands.contains(topic) {
        throw .usage("unknown command '\(topic)' (commands: \(commands.joined(separator: ", ")))")
      }
      return .help(topic: rest.first)
    case "build": return try parseBuild(rest)
    case "inspect": return try parseInspect(rest)
    default:
      let kind = first.hasPrefix("-") ? "option" : "command"
      throw .usage("unknown \(kind) '\(first)' (commands: \(commands.joined(separator: ", ")))")
    }
  }

  private static func parseBuild(_ arguments: [String]) throws(ToolError) -> ToolCommand {
    var options = BuildOptions()
    var extracts: [String] = []
    var line = CommandLineWords(arguments)
    while let word = try line.next() {
      switch word {
      case .option("-h"), .option("--help"): return .help(topic: "build")
      case .option("-w"), .option("--world"): options.world = try line.value()
      case .option("-o"), .option("--output"): options.output = try line.value()
      case .option("-f"), .option("--force"): options.force = true
      case .option("-q"), .option("--quiet"): options.quiet = true
      case .option(let name): throw .usage("unknown option '\(name)' for 'build' (see 'meridian-basemap help build')")
      case .operand(let path): extracts.append(path)
      }
    }
    guard extracts.count == 1, let extract = extracts.first else {
      throw .usage("'build' takes exactly one OpenStreetMap extract (*.osm.pbf), got \(extracts.count)")
    }
    guard extract.lowercased().hasSuffix(".pbf") else {
      throw .usage(
        "\(extract): not an .osm.pbf file; meridian-basemap reads OpenStreetMap's PBF format only "
          + "(convert others with 'osmium cat IN -o OUT.osm.pbf')")
    }
    options.extract = extract
    for (name, value) in [("--output", options.output), ("--world", options.world)] where value?.isEmpty == true {
      throw .usage("\(name) must not be empty")
    }
    return .build(options)
  }

  private static func parseInspect(_ arguments: [String]) throws(ToolError) -> ToolCommand {
    let path = try CommandLineWords.oneFile(
      arguments, command: "inspect", tool: "meridian-basemap", file: "basemap file")
    return path.map { .inspect(path: $0) } ?? .help(topic: "inspect")
  }
}
