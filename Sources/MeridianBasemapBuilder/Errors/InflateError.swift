/// An error thrown when a zlib (RFC 1950) or DEFLATE (RFC 1951) stream cannot be inflated.
///
/// The ``description`` names what was wrong and the byte offset in the compressed stream where it was
/// found, so it can be shown as it is. The inflater never returns part of a stream: an error means no
/// output at all.
public struct InflateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// The stream ends before its last block, its checksum or its header is complete.
    case truncated
    /// The two zlib header bytes fail their check (`(CMF·256 + FLG) mod 31 ≠ 0`).
    case headerCheckFailed
    /// The zlib header names a compression method other than 8 (DEFLATE); the value is the method.
    case unsupportedMethod(Int)
    /// The zlib header announces a window larger than 32 KiB; the value is CINFO (at most 7).
    case windowTooLarge(Int)
    /// The zlib header sets FDICT: the stream needs a preset dictionary, which is not supported.
    case presetDictionary
    /// A block header has the reserved block type 3.
    case reservedBlockType
    /// A stored block's length and its one's complement disagree.
    case storedLengthMismatch(length: Int, complement: Int)
    /// A dynamic block announces more than 286 literal/length or 30 distance codes.
    case tooManyCodes(literalLengthCodes: Int, distanceCodes: Int)
    /// The code lengths of a dynamic block's code are invalid: over-subscribed, incomplete, a repeat
    /// with nothing to repeat, more lengths than announced, or no end-of-block code. The value names
    /// the code (`code length`, `literal/length`, `distance`) and the fault.
    case invalidCodeLengths(String)
    /// A literal/length symbol that does not exist (286 or 287) or a code not in the block's code.
    case invalidLiteralLengthCode(Int)
    /// A distance symbol that does not exist (30 or 31) or a code not in the block's code.
    case invalidDistanceCode(Int)
    /// A back-reference reaches before the start of the output or beyond the window.
    case distanceTooFarBack(distance: Int, available: Int)
    /// The Adler-32 checksum of the output differs from the stream's.
    case checksumMismatch(expected: UInt32, actual: UInt32)
    /// The output would exceed the limit in bytes (the "zip bomb" bound).
    case outputTooLarge(limit: Int)
    /// The output's size differs from the size the container declared; when the output is larger,
    /// `actual` is the size at which it went past the declared size.
    case sizeMismatch(declared: Int, actual: Int)
    /// Bytes follow the end of the stream; the value is their count.
    case trailingData(Int)
    /// The task inflating the stream was cancelled.
    case cancelled
  }

  /// What went wrong.
  public var reason: Reason
  /// The byte offset in the compressed stream where the problem was found.
  public var offset: Int

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: What went wrong.
  ///   - offset: The byte offset in the compressed stream where the problem was found.
  public init(_ reason: Reason, offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  /// A textual description, for logs and error messages.
  public var description: String { "Cannot inflate the stream at byte \(offset): \(message)." }

  private var message: String {
    switch reason {
    case .truncated: return "the stream is truncated"
    case .headerCheckFailed: return "the zlib header check fails"
    case .unsupportedMethod(let method): return "compression method \(method) is not DEFLATE (8)"
    case .windowTooLarge(let info): return "the window size 2^\(info + 8) is larger than 32 KiB"
    case .presetDictionary: return "the stream needs a preset dictionary (FDICT), which is not supported"
    case .reservedBlockType: return "a block has the reserved type 3"
    case .storedLengthMismatch(let length, let complement):
      return "a stored block's LEN \(length) and NLEN \(complement) are not complements"
    case .tooManyCodes(let literalLength, let distance):
      return
        "a dynamic block announces \(literalLength) literal/length codes (at most 286) and \(distance) distance codes (at most 30)"
    case .invalidCodeLengths(let fault): return "invalid code lengths: \(fault)"
    case .invalidLiteralLengthCode(let symbol):
      return symbol < 0 ? "a literal/length code is not in the block's code" : "invalid literal/length symbol \(symbol)"
    case .invalidDistanceCode(let symbol):
      return symbol < 0 ? "a distance code is not in the block's code" : "invalid distance symbol \(symbol)"
    case .distanceTooFarBack(let distance, let available):
      return "a back-reference of \(distance) bytes reaches before the window (\(available) bytes available)"
    case .checksumMismatch(let expected, let actual):
      return "the Adler-32 checksum is \(hex(actual)), the stream says \(hex(expected))"
    case .outputTooLarge(let limit): return "the output would exceed the limit of \(limit) bytes"
    case .sizeMismatch(let declared, let actual):
      if actual > declared { return "the output exceeds the \(declared) bytes declared" }
      return "the output has \(actual) bytes where \(declared) were declared"
    case .trailingData(let count): return "\(count) bytes follow the end of the stream"
    case .cancelled: return "the task was cancelled"
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }
}
