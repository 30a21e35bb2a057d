import Foundation

/// Parses an example's command line into ``ExampleOptions``.
///
/// Options are `--name value` or `--name=value`. Parsing is strict: an unknown option, a missing value,
/// a stray word or a demo-only option given to a single example is a thrown ``ArgumentError`` whose
/// description is the one-line message the example prints before it exits with status 64.
public enum ExampleArguments {
  /// Parses the words after the program name.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words, without the program name.
  ///   - example: The example's executable name, for messages and to know which options it takes.
  ///   - environment: The process environment; `MERIDIAN_API_KEY` supplies the API key when `--api-key`
  ///     is not given.
  /// - Returns: The parsed options.
  /// - Throws: ``ArgumentError`` naming the first word that is wrong.
  public static func parse(
    _ arguments: [String], example: ExampleName, environment: [String: String] = [:]
  ) throws(ArgumentError) -> ExampleOptions {
    var options = ExampleOptions()
    var seen: Set<String> = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      guard word.hasPrefix("-"), word != "-" else { throw .unexpectedArgument(word) }
      let (name, inlineValue) = split(word)
      if name != "--help", name != "-h", !seen.insert(name).inserted { throw .repeatedOption(name) }
      func value() throws(ArgumentError) -> String {
        if let inlineValue {
          guard !inlineValue.isEmpty else { throw .missingValue(option: name) }
          return inlineValue
        }
        guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw .missingValue(option: name) }
        index += 1
        return arguments[index - 1]
      }
      func flag() throws(ArgumentError) {
        if inlineValue != nil { throw .unexpectedValue(option: name) }
      }
      func demoOnly() throws(ArgumentError) {
        if example != .demo { throw .demoOnly(option: name, example: example.rawValue) }
      }
      switch name {
      case "--help", "-h":
        try flag()
        options.showsHelp = true
      case "--snapshot":
        options.snapshotDirectory = try value()
      case "--online":
        try demoOnly()
        try flag()
        options.online = true
      case "--api-key":
        try demoOnly()
        options.apiKey = try value()
      case "--service-url":
        try demoOnly()
        let text = try value()
        guard let url = httpURL(text) else { throw .invalidServiceURL(text) }
        options.serviceURL = url
      case "--nominatim":
        try demoOnly()
        let text = try value()
        guard let url = httpURL(text) else { throw .invalidNominatimURL(text) }
        options.nominatimURL = url
      case "--interactive":
        try demoOnly()
        try flag()
        options.interactive = true
      default:
        throw .unknownOption(name)
      }
    }
    if options.showsHelp { return options }
    if options.apiKey == nil, options.online, let key = environment["MERIDIAN_API_KEY"], !key.isEmpty {
      options.apiKey = key
    }
    if options.online, options.nominatimURL != nil { throw .nominatimWithOnline }
    if !options.online {
      if seen.contains("--api-key") { throw .needsOnline(option: "--api-key") }
      if options.serviceURL != nil { throw .needsOnline(option: "--service-url") }
    } else if options.apiKey == nil, options.serviceURL == nil {
      throw .missingAPIKey
    }
    return options
  }

  /// The text as an absolute http or https URL with a host, or `nil`.
  private static func httpURL(_ text: String) -> URL? {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }

  /// Splits `--name=value` into its name and value; other words have no inline value.
  private static func split(_ word: String) -> (name: String, value: String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// The usage text of an example, as `--help` prints it.
  ///
  /// - Parameter example: The example to describe.
  /// - Returns: Several lines: what the example does, then its options.
  public static func usage(of example: ExampleName) -> String {
    var lines = [
      "USAGE: \(example.rawValue) [options]",
      "",
      example.summary,
      "",
      "OPTIONS:",
      "  --snapshot DIR      write SVG snapshots of the map (and their display lists as JSON) into DIR",
    ]
    if example == .demo {
      lines += [
        "  --online            run the flows against an online GeocodeServer instead of the sample data",
        "  --api-key KEY       the API key for --online (or set MERIDIAN_API_KEY)",
        "  --service-url URL   the GeocodeServer to use with --online (default: the public World service)",
        "  --nominatim URL     run find places, search for an address and find place against a Nominatim server",
        "  --interactive       start a small shell to drive the models by hand (type help in it)",
      ]
    }
    lines.append("  -h, --help          show this help")
    return lines.joined(separator: "\n")
  }
}
