import InternalMeridianUtilities

/// The build's progress on standard error: a line at least every ``interval`` while the build runs,
/// and one each time the build passes a tenth of its work.
///
/// On a terminal the line redraws itself in place (`Building [#####-------]  40 %  4 s`); in a log,
/// a pipe or CI each line stands on its own (`Building:  40 % after 4 s`), so a long first build is
/// never silent and a log is not filled with carriage returns.
package final class BuildProgress: Sendable {
  /// The longest time between two progress lines.
  package static let interval = Duration.seconds(2)
  /// The width of the terminal's bar in characters.
  package static let barWidth = 30

  private struct State {
    var fraction = 0.0
    var seconds = 0.0
    var lastTenth = -1
    var drawn = false
  }

  private let console: any ToolConsole
  private let enabled: Bool
  private let terminal: Bool
  private let state = SharedLock(State())

  /// A reporter writing to a console; `enabled: false` (`--quiet`) writes nothing.
  package init(console: any ToolConsole, enabled: Bool) {
    self.console = console
    self.enabled = enabled
    terminal = console.reportsToTerminal
  }

  /// Takes the build's fraction done (0...1, from any thread): a line when it passes a tenth, and
  /// a redrawn bar on a terminal when the whole percentage changes.
  package func update(_ fraction: Double) {
    guard enabled else { return }
    let clamped = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
    let line: String? = state.withLock { state in
      let oldPercent = Self.percent(state.fraction)
      state.fraction = Swift.max(state.fraction, clamped)
      let tenth = Self.percent(state.fraction) / 10
      if terminal {
        guard Self.percent(state.fraction) != oldPercent || !state.drawn else { return nil }
        state.drawn = true
        return Self.bar(state.fraction, seconds: state.seconds)
      }
      guard tenth > state.lastTenth else { return nil }
      state.lastTenth = tenth
      return Self.line(state.fraction, seconds: nil)
    }
    if let line { console.report(line) }
  }

  /// Writes a line (or redraws the bar) every ``interval`` of `clock` until the task is cancelled.
  package func run<C: Clock<Duration>>(clock: C) async {
    guard enabled else { return }
    let start = clock.now
    while !Task.isCancelled {
      do {
        try await clock.sleep(until: clock.now.advanced(by: Self.interval), tolerance: nil)
      } catch {
        return
      }
      let elapsed = start.duration(to: clock.now)
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      let line = state.withLock { state in
        state.seconds = seconds
        state.drawn = true
        return terminal ? Self.bar(state.fraction, seconds: seconds) : Self.line(state.fraction, seconds: seconds)
      }
      console.report(line)
    }
  }

  /// Clears the bar's line on a terminal, before the report or an error is printed.
  package func finish() {
    guard enabled, terminal, state.withLock({ $0.drawn }) else { return }
    console.report("\r" + String(repeating: " ", count: Self.barWidth + 24) + "\r")
  }

  /// The whole percentage of a fraction, rounded down.
  package static func percent(_ fraction: Double) -> Int { Int.clamping(fraction * 100, to: 0...100) }

  /// A line for a log: `Building:  40 % after 4 s` on the interval, `Building:  40 %` when the build
  /// passes a tenth.
  package static func line(_ fraction: Double, seconds: Double?) -> String {
    let after = seconds.map { " after \(Int.clamping($0, to: 0...Int.max)) s" } ?? ""
    return "Building: " + padded(percent(fraction)) + " %" + after + "\n"
  }

  /// The bar for a terminal: `\rBuilding [############------------------]  40 %  4 s`.
  package static func bar(_ fraction: Double, seconds: Double) -> String {
    let filled = Int.clamping(fraction * Double(barWidth), to: 0...barWidth)
    return "\rBuilding [" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
      + "] " + padded(percent(fraction)) + " %  \(Int.clamping(seconds, to: 0...Int.max)) s"
  }

  private static func padded(_ percent: Int) -> String {
    let text = String(percent)
    return String(repeating: " ", count: Swift.max(0, 3 - text.count)) + text
  }
}
