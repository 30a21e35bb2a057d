/// A shell line that is not a command; its description is the one-line explanation the shell prints.
public enum ShellCommandError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The first word is not a command.
  case unknownCommand(String)
  /// The command needs an argument that is missing.
  case missingArgument(command: String, usage: String)
  /// A word that should be a finite number is not one.
  case invalidNumber(command: String, word: String, usage: String)
  /// The command got more words than it takes.
  case tooManyArguments(command: String, usage: String)
  /// The zoom factor is not a positive number.
  case invalidZoomFactor(Double)

  /// The one-line explanation, with the usage of the command.
  public var description: String {
    switch self {
    case .unknownCommand(let word):
      return "unknown command '\(word)': type help for the list of commands"
    case .missingArgument(let command, let usage):
      return "\(command) needs an argument: \(usage)"
    case .invalidNumber(let command, let word, let usage):
      return "\(command): '\(word)' is not a number: \(usage)"
    case .tooManyArguments(let command, let usage):
      return "\(command) takes fewer arguments: \(usage)"
    case .invalidZoomFactor(let factor):
      return "zoom: the factor must be a positive number, not \(factor): zoom <factor>, e.g. zoom 2"
    }
  }
}
