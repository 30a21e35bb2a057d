import Foundation

/// Prints what an example does and what the state is, as a person reads it.
///
/// A transcript is a sequence of flow headings, steps (what the person does, prefixed `>`), and details
/// (what happened, indented), for example:
///
/// ```
/// == Find places ==
/// > Pick the category "Coffee shop"
///   20 places near 60.16990 N, 24.93840 E
/// ```
@MainActor
public final class Transcript {
  /// Where the lines go.
  public let sink: any TranscriptSink

  /// Creates a transcript that writes to a sink.
  public init(sink: any TranscriptSink) {
    self.sink = sink
  }

  /// Starts a flow: a blank line (except at the top) and a `== title ==` heading.
  public func heading(_ title: String) {
    if hasWritten { sink.writeLine("") }
    write("== \(title) ==")
  }

  /// Writes a step a person takes, such as "Tap the marker of Café Engel".
  public func step(_ text: String) {
    write("> \(text)")
  }

  /// Writes what happened or what the state is, indented under the current step.
  ///
  /// A multi-line text becomes several indented lines.
  public func detail(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      write("  \(line)")
    }
  }

  /// Writes a labelled value, such as `state: searching`.
  public func value(_ label: String, _ text: String) {
    detail("\(label): \(text)")
  }

  /// Writes a plain line with no prefix.
  public func line(_ text: String) {
    write(text)
  }

  /// Writes a one-line error message to the error stream.
  public func error(_ text: String) {
    sink.writeError(text)
  }

  private var hasWritten = false

  private func write(_ line: String) {
    hasWritten = true
    sink.writeLine(line)
  }
}

extension Transcript {
  /// Formats a latitude and longitude the way the transcripts print them: `60.16990 N, 24.93840 E`.
  ///
  /// - Parameters:
  ///   - latitude: Degrees north (negative: south).
  ///   - longitude: Degrees east (negative: west).
  /// - Returns: The coordinates with five decimals (about a metre) and hemisphere letters.
  public nonisolated static func coordinates(latitude: Double, longitude: Double) -> String {
    let lat = String(format: "%.5f", abs(latitude)) + (latitude < 0 ? " S" : " N")
    let lon = String(format: "%.5f", abs(longitude)) + (longitude < 0 ? " W" : " E")
    return "\(lat), \(lon)"
  }

  /// Formats a screen point as `(412.0, 288.5)`.
  ///
  /// - Parameters:
  ///   - x: Points from the left edge.
  ///   - y: Points from the top edge.
  /// - Returns: Both coordinates with one decimal.
  public nonisolated static func screen(x: Double, y: Double) -> String {
    String(format: "(%.1f, %.1f)", x, y)
  }
}
