/// A command line an example cannot run with; its description is the one-line message a person sees.
public enum ArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option the example does not know, such as a typo.
  case unknownOption(String)
  /// An option that needs a value was the last word, or was followed by another option.
  case missingValue(option: String)
  /// A flag that takes no value was given one with `=`.
  case unexpectedValue(option: String)
  /// A word that is neither an option nor an option's value.
  case unexpectedArgument(String)
  /// An option only `meridian-demo` takes was given to another example.
  case demoOnly(option: String, example: String)
  /// The service URL is not an absolute http or https URL.
  case invalidServiceURL(String)
  /// The option makes sense only together with `--online`.
  case needsOnline(option: String)
  /// `--online` against the public service without an API key.
  case missingAPIKey
  /// An option that may appear once appeared twice.
  case repeatedOption(String)
  /// `--nominatim` was given a URL that is not an absolute http or https URL.
  case invalidNominatimURL(String)
  /// `--nominatim` and `--online` were both given; the flows use one locator.
  case nominatimWithOnline

  /// The one-line message for a person, naming the offending word. It never contains an API key.
  public var description: String {
    switch self {
    case .unknownOption(let option):
      return "unknown option '\(option)' (try --help)"
    case .missingValue(let option):
      return "option '\(option)' needs a value"
    case .unexpectedValue(let option):
      return "option '\(option)' takes no value"
    case .unexpectedArgument(let word):
      return "unexpected argument '\(word)' (options start with --; try --help)"
    case .demoOnly(let option, let example):
      return "option '\(option)' is only for meridian-demo, not \(example)"
    case .invalidServiceURL(let text):
      return "--service-url '\(text)' is not an absolute http or https URL"
    case .needsOnline(let option):
      return "option '\(option)' needs --online"
    case .missingAPIKey:
      return "--online needs an API key: pass --api-key KEY or set MERIDIAN_API_KEY (or use --service-url URL)"
    case .repeatedOption(let option):
      return "option '\(option)' is given more than once"
    case .invalidNominatimURL(let text):
      return "--nominatim '\(text)' is not an absolute http or https URL"
    case .nominatimWithOnline:
      return "--nominatim and --online cannot be used together: the flows use one locator"
    }
  }
}
