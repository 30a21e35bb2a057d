/// An error thrown when a GeoNames places CSV file cannot be read: the file, and for a bad row its
/// line (the header is line 1) and field.
public struct GeoNamesPlacesReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's name.
  public var file: String
  /// The line (1-based), or `nil` when the problem is the whole file.
  public var line: Int?
  /// The column's name, or `nil` when the problem is not one field.
  public var field: String?
  /// What was wrong.
  public var reason: String

  /// Creates an error.
  public init(file: String, line: Int? = nil, field: String? = nil, reason: String) {
    self.file = file
    self.line = line
    self.field = field
    self.reason = reason
  }

  /// A message that says what was wrong and where.
  public var description: String {
    var place = file
    if let line { place += ":\(line)" }
    if let field { place += ": field '\(field)'" }
    return "\(place): \(reason)."
  }
}
