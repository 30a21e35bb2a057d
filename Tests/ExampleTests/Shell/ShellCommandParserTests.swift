import MeridianExamples
import Testing

/// The interactive shell's grammar, as `help` documents it.
@Suite("Shell command parser")
struct ShellCommandParserTests {
  @Test(
    "Each command parses to its case",
    arguments: [
      ("category coffee", ShellCommand.category("coffee")),
      ("CATEGORY  Coffee shop ", .category("Coffee shop")),
      ("search Mannerheimintie 1, Helsinki", .search("Mannerheimintie 1, Helsinki")),
      ("suggest Caf", .suggest("Caf")),
      ("tap 400 300", .tap(x: 400, y: 300)),
      ("tap 12.5 -3", .tap(x: 12.5, y: -3)),
      ("pan -100 0", .pan(dx: -100, dy: 0)),
      ("zoom 2", .zoom(factor: 2)),
      ("zoom 0.5", .zoom(factor: 0.5)),
      ("state", .state),
      ("snapshot out/map one.svg", .snapshot(path: "out/map one.svg")),
      ("help", .help),
      ("?", .help),
      ("quit", .quit),
      ("exit", .quit),
    ])
  func parses(line: String, expected: ShellCommand) throws {
    #expect(try ShellCommandParser.parse(line) == expected)
  }

  @Test("Blank lines and comments are not commands", arguments: ["", "   ", "\t", "# a note"])
  func ignored(line: String) throws {
    #expect(try ShellCommandParser.parse(line) == nil)
  }

  @Test(
    "Bad lines get a one-line explanation",
    arguments: [
      ("fly away", ShellCommandError.unknownCommand("fly")),
      ("category", .missingArgument(command: "category", usage: "category <name>, e.g. category coffee")),
      ("search   ", .missingArgument(command: "search", usage: "search <text>, e.g. search Mannerheimintie 1")),
      ("suggest", .missingArgument(command: "suggest", usage: "suggest <text>, e.g. suggest Caf")),
      ("tap 1", .missingArgument(command: "tap", usage: "tap <x> <y>, e.g. tap 400 300")),
      ("tap 1 2 3", .tooManyArguments(command: "tap", usage: "tap <x> <y>, e.g. tap 400 300")),
      ("tap x 2", .invalidNumber(command: "tap", word: "x", usage: "tap <x> <y>, e.g. tap 400 300")),
      ("pan 1 nan", .invalidNumber(command: "pan", word: "nan", usage: "pan <dx> <dy>, e.g. pan -100 0")),
      ("pan inf 0", .invalidNumber(command: "pan", word: "inf", usage: "pan <dx> <dy>, e.g. pan -100 0")),
      ("zoom", .missingArgument(command: "zoom", usage: "zoom <factor>, e.g. zoom 2")),
      ("zoom 0", .invalidZoomFactor(0)),
      ("zoom -2", .invalidZoomFactor(-2)),
      ("zoom 2 3", .tooManyArguments(command: "zoom", usage: "zoom <factor>, e.g. zoom 2")),
      ("state now", .tooManyArguments(command: "state", usage: "state")),
      ("snapshot", .missingArgument(command: "snapshot", usage: "snapshot <file>, e.g. snapshot map.svg")),
    ])
  func rejected(line: String, expected: ShellCommandError) {
    #expect(throws: expected) { try ShellCommandParser.parse(line) }
    #expect(!expected.description.contains("\n"))
  }

  @Test("The explanation names the command and how to use it")
  func messages() {
    #expect(
      ShellCommandError.unknownCommand("fly").description
        == "unknown command 'fly': type help for the list of commands")
    #expect(
      ShellCommandError.invalidNumber(command: "tap", word: "x", usage: "tap <x> <y>, e.g. tap 400 300").description
        == "tap: 'x' is not a number: tap <x> <y>, e.g. tap 400 300")
  }

  @Test("help lists every command")
  func helpListsCommands() {
    for word in ["category", "search", "suggest", "tap", "pan", "zoom", "state", "snapshot", "help", "quit"] {
      #expect(ShellCommand.helpText.contains("\n  \(word) "))
    }
  }
}
