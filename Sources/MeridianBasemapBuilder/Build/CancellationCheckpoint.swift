/// Counts the work a loop over input has done and looks at `Task.isCancelled` each time another
/// `interval` units are done, so that a build stops promptly after its task is cancelled without
/// paying for a look at every element.
///
/// The units are the loop's own (elements, node references, edges); an interval is chosen so that
/// the work between two looks takes well under a millisecond.
struct CancellationCheckpoint {
  /// The work between two looks.
  let interval: Int
  private var done = 0

  /// A checkpoint that looks every `interval` units of work.
  init(every interval: Int) { self.interval = Swift.max(1, interval) }

  /// Counts `work` units; throws when a look finds the task cancelled.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  mutating func advance(by work: Int = 1) throws(CancellationError) {
    done &+= work
    guard done >= interval else { return }
    done = 0
    if Task.isCancelled { throw CancellationError() }
  }

  /// Looks now, whatever the work done.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  static func check() throws(CancellationError) {
    if Task.isCancelled { throw CancellationError() }
  }
}
