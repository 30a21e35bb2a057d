import Foundation
import Meridian

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
  /// `snapshot` was given without an option it needs, such as `--output`.
  case missingOption(String)
  /// `snapshot --center` is not two numbers `LAT,LON`.
  case invalidCenter(String)
  /// `snapshot --center` has a latitude past Web Mercator's ±85.05113°.
  case latitudeOutOfRange(String)
  /// `snapshot --center` has a longitude past ±180°.
  case longitudeOutOfRange(String)
  /// `snapshot --scale` is not a number from 1 to the whole world one point wide.
  case invalidScale(String)
  /// `snapshot --size` is not `WIDTHxHEIGHT` with each side 1 to 8,192 points.
  case invalidSize(String)
  /// `snapshot --rotation` is not a finite number of degrees within ±360.
  case invalidRotation(String)
  /// `snapshot --category` names no find-places category.
  case unknownCategory(String)
  /// `snapshot --output` does not name an `.svg` file.
  case invalidOutput(String)
  /// `snapshot --basemap` names no file.
  case invalidBasemap(String)

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
    case .missingOption(let option):
      return "snapshot needs \(option) (try meridian-demo snapshot --help)"
    case .invalidCenter(let text):
      return "--center '\(text)' is not LAT,LON in degrees, such as 60.1699,24.9384"
    case .latitudeOutOfRange(let text):
      return "--center '\(text)': the latitude is outside ±\(SnapshotOptions.maximumLatitude)°, where Web Mercator ends"
    case .longitudeOutOfRange(let text):
      return "--center '\(text)': the longitude is outside ±180°"
    case .invalidScale(let text):
      return
        "--scale '\(text)' is not a scale denominator from 1 to \(Int(MapView.worldMinScale.rounded()).formatted(.number.grouping(.automatic))) (the world one point wide)"
    case .invalidSize(let text):
      return "--size '\(text)' is not WIDTHxHEIGHT in whole points, each 1 to \(SnapshotOptions.maximumSide)"
    case .invalidRotation(let text):
      return "--rotation '\(text)' is not a number of degrees within ±\(Int(SnapshotOptions.maximumRotation))"
    case .invalidOutput(let text):
      return "--output '\(text)' is not a file name ending in .svg (the display list is written beside it as .json)"
    case .invalidBasemap(let text):
      return "--basemap '\(text)' names no basemap file (build one with meridian-basemap build)"
    case .unknownCategory(let text):
      return "--category '\(text)' is not one of \(PlaceCategory.defaults.map(\.label).joined(separator: ", "))"
    }
  }
}
