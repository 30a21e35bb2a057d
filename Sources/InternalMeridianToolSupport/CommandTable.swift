/// What a command line asks a tool for: its help, its version, or one of its own commands.
package enum CommandLineRequest<Command: Equatable & Sendable>: Equatable, Sendable {
  /// Print the usage (of one command, or of the tool).
  case help(topic: String?)
  /// Print the tool's version.
  case version
  /// Run one of the tool's commands.
  case command(Command)
}

/// A command-line tool's one description: its name, version, usage, help texts and commands.
///
/// Both tools are a table: the words every tool reads alike (`--help`, `--version`, `help COMMAND`,
/// a command's `-h`, unknown commands and options) are read here, once; a tool only lists its
/// commands with their options (``ToolSubcommand``) and runs what the table parsed.
package struct CommandTable<Command: Equatable & Sendable>: Sendable {
  /// The tool's name, as typed: `meridian-locator`.
  package let tool: String
  /// The tool's version, printed by `--version`.
  package let version: String
  /// The usage line a wrong command line is answered with.
  package let usage: String
  /// The help's first section: what the tool does, usage, exit statuses.
  package let overview: String
  /// The commands, in the order the help lists them.
  package let commands: [ToolSubcommand<Command>]
  /// The help's sections after the commands' (a schema, examples).
  package let appendix: [String]

  /// A tool's table.
  package init(
    tool: String, version: String, usage: String, overview: String, commands: [ToolSubcommand<Command>],
    appendix: [String]
  ) {
    self.tool = tool
    self.version = version
    self.usage = usage
    self.overview = overview
    self.commands = commands
    self.appendix = appendix
  }

  /// The command names, `help` last, for help and error messages.
  package var commandNames: [String] { commands.map(\.name) + ["help"] }

  /// The help for a command, or for the whole tool (`nil` or a name that is no command).
  package func helpText(for topic: String?) -> String {
    if let command = commands.first(where: { $0.name == topic }) { return command.help }
    return ([overview] + commands.map(\.help) + appendix).joined(separator: "\n")
  }

  /// Reads the command-line words (without the program name).
  ///
  /// Options take their value as the next word or after `=` (`--output=FILE`); `--` ends the
  /// options, so later words are operands even when they start with `-`.
  ///
  /// - Parameter arguments: The words after the program name.
  /// - Returns: What the command line asks for.
  /// - Throws: ``ToolError/usage(_:)`` naming the unknown command or option, the missing value or file.
  package func parse(_ arguments: [String]) throws(ToolError) -> CommandLineRequest<Command> {
    guard let first = arguments.first else { throw .usage("no command given (try '\(tool) --help')") }
    let rest = Array(arguments.dropFirst())
    let names = commandNames.joined(separator: ", ")
    switch first {
    case "-h", "--help": return .help(topic: nil)
    case "--version": return .version
    case "help":
      guard rest.count <= 1 else { throw .usage("'help' takes at most one command name") }
      if let topic = rest.first, !commandNames.contains(topic) {
        throw .usage("unknown command '\(topic)' (commands: \(names))")
      }
      return .help(topic: rest.first)
    default:
      guard let command = commands.first(where: { $0.name == first }) else {
        throw .usage("unknown \(first.hasPrefix("-") ? "option" : "command") '\(first)' (commands: \(names))")
      }
      return try command.parse(rest, tool)
    }
  }
}
