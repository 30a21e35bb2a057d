import Foundation
import InternalMeridianToolSupport

/// What the command line asks the tool to do.
enum ToolCommand: Equatable {
  /// Print the usage (of one command, or of the tool).
  case help(topic: String?)
  /// Print the tool's version.
  case version
  /// Build an index from data files.
  case build(BuildOptions)
  /// Print the summary of an existing index.
  case inspect(path: String)
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

extension ToolCommand {
  /// Reads the command-line words (without the program name).
  ///
  /// Options take their value as the next word or after `=` (`--output=places.meridianindex`);
  /// `--` ends the options, so later words are files even when they start with `-`.
  ///
  /// - Parameter arguments: The words after the program name.
  /// - Returns: The command.
  /// - Throws: ``ToolError/usage(_:)`` naming the unknown command or option, or the missing value.
  static func parse(_ arguments: [String]) throws(ToolError) -> ToolCommand {
    guard let first = arguments.first else { throw .usage("no command given (try 'meridian-locator --help')") }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help": return .help(topic: nil)
    case "--version": return .version
    case "help":
      guard rest.count <= 1 else { throw .usage("'help' takes at most one command name") }
      if let topic = rest.first, !Self.commands.contains(topic) {
        throw .usage("unknown command '\(topic)' (commands: \(Self.commands.joined(separator: ", ")))")
      }
      return .help(topic: rest.first)
    case "build": return try parseBuild(rest)
    case "inspect": return try parseInspect(rest)
    default:
      let kind = first.hasPrefix("-") ? "option" : "command"
      throw .usage("unknown \(kind) '\(first)' (commands: \(Self.commands.joined(separator: ", ")))")
    }
  }

  /// The commands, for help and error messages.
  static let commands = ["build", "inspect", "help"]

  private static func parseBuild(_ arguments: [String]) throws(ToolError) -> ToolCommand {
    var options = BuildOptions()
    var words = CommandLineWords(arguments)
    while let word = try words.next() {
      switch word {
      case .option("-h"), .option("--help"): return .help(topic: "build")
      case .option("-o"), .option("--output"): options.output = try words.value()
      case .option("-n"), .option("--name"): options.name = try words.value()
      case .option("-f"), .option("--force"): options.force = true
      case .option("-q"), .option("--quiet"): options.quiet = true
      case .option(let name): throw .usage("unknown option '\(name)' for 'build' (see 'meridian-locator help build')")
      case .operand(let path): options.inputs.append(path)
      }
    }
    guard !options.output.isEmpty else { throw .usage("'build' needs --output FILE, the index file to write") }
    guard !options.inputs.isEmpty else { throw .usage("'build' needs at least one CSV or GeoJSON file") }
    if let name = options.name, name.trimmingCharacters(in: .whitespaces).isEmpty {
      throw .usage("--name must not be empty")
    }
    return .build(options)
  }

  private static func parseInspect(_ arguments: [String]) throws(ToolError) -> ToolCommand {
    let path = try CommandLineWords.oneFile(arguments, command: "inspect", tool: "meridian-locator", file: "index file")
    return path.map { .inspect(path: $0) } ?? .help(topic: "inspect")
  }
}
