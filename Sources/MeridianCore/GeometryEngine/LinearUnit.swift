/// A unit of length, for distances given to geodetic operations.
public enum LinearUnit: String, Sendable, Hashable, Codable, CaseIterable {
  /// The metre.
  case meters
  /// The kilometre: 1,000 m.
  case kilometers
  /// The international foot: 0.3048 m.
  case feet
  /// The international statute mile: 1,609.344 m.
  case miles
  /// The international nautical mile: 1,852 m.
  case nauticalMiles

  /// The length of one unit in metres.
  public var metersPerUnit: Double {
    switch self {
    case .meters: 1
    case .kilometers: 1_000
    case .feet: 0.3048
    case .miles: 1_609.344
    case .nauticalMiles: 1_852
    }
  }
}
