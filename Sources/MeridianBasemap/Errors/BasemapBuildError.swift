/// An error that stops a basemap build or load: what was wrong and where.
public enum BasemapBuildError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The basemap would exceed a documented bound.
  case tooLarge(what: String)
  /// A basemap file is not one: its magic, version or checksum do not match, or it is cut short.
  case corruptFile(path: String, reason: String)
  /// The world's country polygons could not be read.
  case unreadableWorld(reason: String)
  /// The extract holds nothing to place a basemap: no bounding box and no nodes.
  case unreadableExtract(reason: String)

  /// A message that says what was wrong and where.
  public var description: String {
    switch self {
    case .tooLarge(let what): return "The basemap is too large: \(what) exceeds the format's bound."
    case .corruptFile(let path, let reason): return "The basemap file \(path) is not valid: \(reason)."
    case .unreadableWorld(let reason): return "The world's country polygons could not be read: \(reason)."
    case .unreadableExtract(let reason): return "The extract cannot make a basemap: \(reason)."
    }
  }
}
