/// One command of a tool (`build`, `inspect`): its name, its help, and how its words are read.
package struct ToolSubcommand<Command: Equatable & Sendable>: Sendable {
  /// The command's name, as typed after the tool's.
  package let name: String
  /// The command's help text, printed by `help NAME` and `NAME --help`.
  package let help: String
  /// Reads the words after the command's name; the second value is the tool's name, for messages.
  let parse: @Sendable ([String], String) throws(ToolError) -> CommandLineRequest<Command>

  /// A command with options, read into `Options` one word at a time, then checked by `finish`.
  ///
  /// `-h` and `--help` ask for the command's help; an option not in `options` is a usage error
  /// that points to the command's help; every operand (a file) is collected in order.
  ///
  /// - Parameters:
  ///   - name: The command's name.
  ///   - help: Its help text.
  ///   - defaults: The options before any word is read.
  ///   - options: The options the command takes.
  ///   - finish: Checks the options and operands read and makes the command.
  package init<Options: Sendable>(
    _ name: String, help: String, defaults: Options, options: [ToolOption<Options>],
    finish: @escaping @Sendable (Options, [String]) throws(ToolError) -> Command
  ) {
    self.name = name
    self.help = help
    parse = { (arguments, tool) throws(ToolError) in
      var values = defaults
      var operands: [String] = []
      var words = CommandLineWords(arguments)
      while let word = try words.next() {
        switch word {
        case .option("-h"), .option("--help"): return .help(topic: name)
        case .option(let given):
          guard let option = options.first(where: { $0.names.contains(given) }) else {
            throw .usage("unknown option '\(given)' for '\(name)' (see '\(tool) help \(name)')")
          }
          try option.read(&values, &words)
        case .operand(let operand): operands.append(operand)
        }
      }
      return .command(try finish(values, operands))
    }
  }

  /// A command that takes exactly one file and no option but `-h`/`--help` (both tools' `inspect`).
  ///
  /// - Parameters:
  ///   - name: The command's name.
  ///   - help: Its help text.
  ///   - file: What the file is, for the message when there is not exactly one (`index file`).
  ///   - command: Makes the command from the file's path.
  package static func oneFile(
    _ name: String, help: String, file: String, command: @escaping @Sendable (String) -> Command
  ) -> ToolSubcommand {
    ToolSubcommand(name, help: help, defaults: (), options: []) { (_, paths) throws(ToolError) in
      guard paths.count == 1, let path = paths.first else { throw .usage("'\(name)' takes exactly one \(file)") }
      return command(path)
    }
  }
}

/// An option of a command: the names it is typed with and what it does to the command's options.
package struct ToolOption<Options>: Sendable {
  /// The names: a short and a long one (`-o`, `--output`).
  package let names: [String]
  /// Reads the option (and its value, from the words) into the options.
  let read: @Sendable (inout Options, inout CommandLineWords) throws(ToolError) -> Void

  /// An option that takes a value (`--output FILE`, `--output=FILE`).
  package static func value(
    _ names: String..., into path: any WritableKeyPath<Options, String> & Sendable
  ) -> ToolOption {
    ToolOption(names: names) { (options, words) throws(ToolError) in options[keyPath: path] = try words.value() }
  }

  /// An option that takes a value and may be left out.
  package static func value(
    _ names: String..., into path: any WritableKeyPath<Options, String?> & Sendable
  ) -> ToolOption {
    ToolOption(names: names) { (options, words) throws(ToolError) in options[keyPath: path] = try words.value() }
  }

  /// An option that takes a value and may be given more than once, each value appended in order.
  package static func values(
    _ names: String..., into path: any WritableKeyPath<Options, [String]> & Sendable
  ) -> ToolOption {
    ToolOption(names: names) { (options, words) throws(ToolError) in options[keyPath: path].append(try words.value()) }
  }

  /// An option that takes no value and sets a flag (`--force`).
  package static func flag(_ names: String..., into path: any WritableKeyPath<Options, Bool> & Sendable) -> ToolOption {
    ToolOption(names: names) { (options, _) throws(ToolError) in options[keyPath: path] = true }
  }
}
