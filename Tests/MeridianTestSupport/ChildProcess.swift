package import Foundation
import Synchronization

/// Runs a program to its end without holding a thread of the task pool while it runs.
///
/// Tests that run the built tools, the examples, `swiftc` or `swift package` used to call
/// `Process.waitUntilExit()`, which blocks the calling thread. Swift's task pool has one thread per
/// core, so on a 2-core machine two such waits stopped every other test until the programs ended
/// (minutes, for examples built with ThreadSanitizer): tests with a time limit then failed, and a
/// cancelled one that could not end held its place in Swift Testing's limited set of running tests
/// for good. Here the wait suspends: the process's termination handler resumes it.
///
/// Standard input, output and error are files in a scratch folder, never pipes, so no buffer can
/// fill and stall the program. The run is bounded twice: a cancelled waiting task terminates the
/// program, and so does `deadline` (a test that hangs a program still ends, with ``TimedOut``).
package enum ChildProcess {
  /// How a finished program ended, and what it printed.
  package struct Outcome: Sendable {
    /// The exit status (or the signal's number, for a program a signal ended).
    package var status: Int32
    /// Everything written to standard output.
    package var stdout: String
    /// Everything written to standard error.
    package var stderr: String

    /// The standard output's lines.
    package var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  /// The program ran past its deadline and was terminated.
  package struct TimedOut: Error, CustomStringConvertible {
    package var command: String
    package var deadline: Duration
    package var description: String { "\(command) was still running after \(deadline) and was terminated" }
  }

  /// The longest a program may run by default: 20 minutes, far more than any example takes, even
  /// built with ThreadSanitizer on two cores; a bound on a hang, not a speed goal.
  package static let defaultDeadline = Duration.seconds(1_200)

  /// Runs a program and waits, suspended, for it to end.
  ///
  /// - Parameters:
  ///   - executable: The program's file.
  ///   - arguments: The words after the program's name.
  ///   - environment: The whole environment to give it, or `nil` for this process's own.
  ///   - input: The text on its standard input (none: standard input is empty).
  ///   - deadline: How long it may run before it is terminated.
  /// - Returns: Its exit status and what it printed.
  /// - Throws: An error when the scratch files cannot be made or the program cannot start,
  ///   ``TimedOut`` past the deadline, `CancellationError` when the waiting task is cancelled (the
  ///   program is then terminated).
  package static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, input: String = "",
    deadline: Duration = defaultDeadline
  ) async throws -> Outcome {
    let folder = try ScratchFolder(prefix: "meridian-child")
    defer { folder.remove() }
    let stdinPath = try folder.write("stdin", input)
    let stdoutPath = try folder.write("stdout", "")
    let stderrPath = try folder.write("stderr", "")

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let stdin = try FileHandle(forReadingFrom: URL(fileURLWithPath: stdinPath))
    let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath))
    let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
    defer {
      try? stdin.close()
      try? stdout.close()
      try? stderr.close()
    }
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr

    let running = RunningProcess(process)
    let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
    let watchdog = Task {
      try await Task.sleep(for: deadline)
      running.terminate(timedOut: true)
    }
    defer { watchdog.cancel() }
    let status = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
        do {
          try running.start { status in continuation.resume(returning: status) }
        } catch {
          continuation.resume(throwing: error)
        }
      }
    } onCancel: {
      running.terminate(timedOut: false)
    }
    try Task.checkCancellation()
    if running.timedOut { throw TimedOut(command: command, deadline: deadline) }
    return Outcome(
      status: status,
      stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stdoutPath)), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stderrPath)), as: UTF8.self))
  }
}

/// A started (or about to start) process that a cancel or a deadline may terminate from any thread.
private final class RunningProcess: Sendable {
  private struct State {
    var started = false
    var stopRequested = false
    var timedOut = false
  }

  // `Process` is not Sendable; it is only touched under the lock once the run has begun.
  private let process: Mutex<Process>
  private let state = Mutex(State())

  init(_ process: sending Process) { self.process = Mutex(process) }

  /// Whether the deadline ended the run.
  var timedOut: Bool { state.withLock { $0.timedOut } }

  /// Starts the process, unless a cancel came first (then it throws `CancellationError`).
  ///
  /// - Parameter ended: Called once with the exit status when the process ends (not when this throws).
  func start(ended: @escaping @Sendable (Int32) -> Void) throws {
    try process.withLock { process in
      let stop = state.withLock { state in
        state.started = true
        return state.stopRequested
      }
      if stop { throw CancellationError() }
      process.terminationHandler = { ended($0.terminationStatus) }
      try process.run()
    }
  }

  /// Asks the process to end (SIGTERM), or keeps it from starting.
  func terminate(timedOut: Bool) {
    process.withLock { process in
      let started = state.withLock { state in
        state.stopRequested = true
        if timedOut { state.timedOut = true }
        return state.started
      }
      if started, process.isRunning { process.terminate() }
    }
  }
}
