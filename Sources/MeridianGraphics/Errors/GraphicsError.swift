public import Foundation
import InternalMeridianUtilities

/// An error thrown by graphics overlays, symbols and their codecs.
///
/// Every case says what was wrong and where, so its ``description`` can be shown as it is.
public enum GraphicsError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// The graphic already belongs to another overlay; remove it from that one first.
  /// The value is the graphic's position in the list that was being added.
  case graphicBelongsToAnotherOverlay(position: Int)
  /// The graphic is already in this overlay (or appears twice in the list being added).
  case graphicAlreadyInOverlay(position: Int)
  /// The graphic is not in this overlay.
  case graphicNotInOverlay(position: Int)
  /// A parameter is invalid, such as an insertion `index` outside `0...count`; `name` names it and
  /// `reason` says why.
  case invalidParameter(name: String, reason: String)
  /// An image could not be read; the values say which and why.
  case invalidImage(source: String, reason: String)
  /// Encoded symbol or feature JSON could not be read; the message names the field.
  case malformedJSON(String)
  /// A value cannot be encoded; the message says which and why.
  case unencodable(String)

  /// A message that says what was wrong and where, fit to show as it is; a URL it quotes (an image's)
  /// has its user information, query and fragment redacted.
  public var description: String { URLRedaction.redact(message) }

  /// The same text as ``description``, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }

  private var message: String {
    switch self {
    case .graphicBelongsToAnotherOverlay(let position):
      return
        "The graphic at position \(position) already belongs to another graphics overlay; remove it from that overlay first."
    case .graphicAlreadyInOverlay(let position):
      return "The graphic at position \(position) is already in this graphics overlay."
    case .graphicNotInOverlay(let position):
      return "The graphic at position \(position) is not in this graphics overlay."
    case .invalidParameter(let name, let reason):
      return "The parameter \(name) is invalid: \(reason)."
    case .invalidImage(let source, let reason):
      return "The image \(source) cannot be used: \(reason)."
    case .malformedJSON(let message):
      return message
    case .unencodable(let message):
      return message
    }
  }
}
