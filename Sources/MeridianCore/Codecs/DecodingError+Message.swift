import Foundation

extension GeometryError {
  /// Turns a decoding failure into ``GeometryError/malformedInput(_:)`` naming the field, such as
  /// `paths[0][1]`.
  static func malformed(_ format: String, _ error: any Error) -> GeometryError {
    func path(_ codingPath: [any CodingKey]) -> String {
      var text = ""
      for key in codingPath {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
      }
      return text.isEmpty ? "the top level" : "\"\(text)\""
    }
    switch error {
    case let error as GeometryError:
      return error
    case DecodingError.keyNotFound(let key, let context):
      return .malformedInput("\(format): the field \(path(context.codingPath + [key])) is missing.")
    case DecodingError.typeMismatch(let type, let context):
      return .malformedInput("\(format): the field \(path(context.codingPath)) is not \(describe(type)).")
    case DecodingError.valueNotFound(let type, let context):
      return .malformedInput("\(format): the field \(path(context.codingPath)) is null; expected \(describe(type)).")
    case DecodingError.dataCorrupted(let context):
      if let underlying = context.underlyingError {
        return .malformedInput("\(format): the text is not valid JSON (\(underlying.localizedDescription)).")
      }
      return .malformedInput("\(format): at \(path(context.codingPath)): \(context.debugDescription)")
    default:
      return .malformedInput("\(format): \(error)")
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type: return "a number"
    case is Bool.Type: return "true or false"
    case is String.Type: return "a string"
    default: return "the expected kind of value (\(type))"
    }
  }
}
