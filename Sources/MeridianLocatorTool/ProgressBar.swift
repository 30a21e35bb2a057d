/// A progress bar on standard error, redrawn in place, for a terminal only.
///
/// When standard error is not a terminal (a log, a pipe, CI), nothing is drawn: a redrawn line
/// would fill a log with carriage returns.
struct ProgressBar {
  /// The bar's width in characters.
  static let width = 30

  private let console: any ToolConsole
  private let enabled: Bool
  private var lastPercent = -1

  init(console: any ToolConsole, enabled: Bool) {
    self.console = console
    self.enabled = enabled && console.reportsToTerminal
  }

  /// Draws the bar for a fraction from 0 to 1 (only when the whole percentage changes).
  mutating func update(_ fraction: Double) {
    guard enabled else { return }
    let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
    let percent = Int((clamped * 100).rounded(.down))
    guard percent != lastPercent else { return }
    lastPercent = percent
    console.report("\r" + Self.line(clamped))
  }

  /// Clears the bar's line, before the summary or an error is printed.
  func finish() {
    guard enabled, lastPercent >= 0 else { return }
    console.report("\r" + String(repeating: " ", count: Self.width + 16) + "\r")
  }

  /// The bar's text for a fraction from 0 to 1: `Building [########--------------]  27 %`.
  static func line(_ fraction: Double) -> String {
    let filled = Int((fraction * Double(width)).rounded(.down))
    let percent = Int((fraction * 100).rounded(.down))
    let number = String(percent)
    return "Building [" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
      + String(repeating: " ", count: 3 - number.count) + number + " %"
  }
}
