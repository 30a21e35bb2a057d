import Foundation
import Synchronization

/// Shows the progress of the first run's sample-index build on a terminal.
///
/// The line goes to standard error and only when standard error is a terminal, redrawn in place
/// (`Building the offline sample index (first run only): 42 %`), so transcripts, pipes and the
/// tests that compare them never see it.
final class BuildProgress: Sendable {
  private let shown = Mutex<Int>(-1)
  private let isTerminal: Bool

  /// Creates a display for the process's standard error.
  init() { isTerminal = isatty(STDERR_FILENO) == 1 }

  /// Reports a fraction 0...1 of the build; redraws the line when the whole percentage changes.
  func report(_ fraction: Double) {
    guard isTerminal else { return }
    let percent = Int((min(1, max(0, fraction)) * 100).rounded(.down))
    let changed = shown.withLock { shown in
      guard percent != shown else { return false }
      shown = percent
      return true
    }
    guard changed else { return }
    let end = percent == 100 ? "\n" : ""
    FileHandle.standardError.write(
      Data("\rBuilding the offline sample index (first run only): \(percent) %\(end)".utf8))
  }
}
