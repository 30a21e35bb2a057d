import Foundation

/// A fuzz target: feeds one input through an API and checks an invariant, calling ``violation(_:)``
/// when the invariant does not hold. Errors the API is documented to throw are not violations.
protocol FuzzTarget {
  /// The target's name, the value of `MERIDIAN_FUZZ_TARGET` that selects it.
  static var name: String { get }
  /// Runs one input.
  static func run(_ input: [UInt8])
}

/// Every target, by name.
let fuzzTargets: [(name: String, run: @Sendable ([UInt8]) -> Void)] = [
  (OnlineJSONTarget.name, OnlineJSONTarget.run), (GraphicsJSONTarget.name, GraphicsJSONTarget.run),
  (RESTDecoderTarget.name, RESTDecoderTarget.run), (GeometryCoderTarget.name, GeometryCoderTarget.run),
  (OfflineCSVTarget.name, OfflineCSVTarget.run), (BinaryIndexTarget.name, BinaryIndexTarget.run),
  (CoordinateTextTarget.name, CoordinateTextTarget.run), (OfflineTextTarget.name, OfflineTextTarget.run),
  (InflateTarget.name, InflateTarget.run), (OSMPBFTarget.name, OSMPBFTarget.run),
  (WorldLayerTarget.name, WorldLayerTarget.run), (InflateZlibTarget.name, InflateZlibTarget.run),
  (GeometryOverlayTarget.name, GeometryOverlayTarget.run),
]

/// The target this process runs, chosen once from `MERIDIAN_FUZZ_TARGET`.
let selectedTarget: @Sendable ([UInt8]) -> Void = {
  let name = ProcessInfo.processInfo.environment["MERIDIAN_FUZZ_TARGET"] ?? ""
  for target in fuzzTargets where target.name == name { return target.run }
  let names = fuzzTargets.map { $0.name }.joined(separator: ", ")
  FileHandle.standardError.write(Data("meridian-fuzz: set MERIDIAN_FUZZ_TARGET to one of: \(names)\n".utf8))
  exit(2)
}()

/// Reports a broken invariant and aborts, so that libFuzzer saves the input as a crash.
func violation(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
  FileHandle.standardError.write(Data("INVARIANT VIOLATED (\(file):\(line)): \(message())\n".utf8))
  abort()
}

/// Checks a condition that must hold for every input.
func expect(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
  line: UInt = #line
) {
  if !condition() { violation(message(), file: file, line: line) }
}

/// Checks that a thrown error is one of the types the API documents.
func expectTyped(_ error: any Error, _ types: [any Error.Type], _ call: String) {
  let allowed = types.contains { ObjectIdentifier(type(of: error)) == ObjectIdentifier($0) }
  expect(allowed, "\(call) threw an undocumented error \(type(of: error)): \(error)")
}

/// The entry point libFuzzer calls once per input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  selectedTarget(input)
  return 0
}

/// Splits an input into a selector byte (the mode) and the rest.
func split(_ input: [UInt8]) -> (mode: UInt8, body: [UInt8]) {
  guard let first = input.first else { return (0, []) }
  return (first, Array(input.dropFirst()))
}

/// Finding identifiers (see the run script) whose inputs are skipped, not reported: a comma-separated
/// list in `MERIDIAN_FUZZ_SKIP_KNOWN`, so that a long run can go on past a finding that is already
/// recorded as a regression test and awaits its fix.
let skippedFindings: Set<String> = Set(
  (ProcessInfo.processInfo.environment["MERIDIAN_FUZZ_SKIP_KNOWN"] ?? "").split(separator: ",").map(String.init))

/// Reports a broken invariant that has a finding identifier; skipped when the identifier is listed in
/// `MERIDIAN_FUZZ_SKIP_KNOWN`.
///
/// - Returns: `false` when the finding is skipped (the caller stops checking this input).
@discardableResult
func finding(
  _ id: String, _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) -> Bool {
  if condition() { return true }
  if skippedFindings.contains(id) { return false }
  violation("[\(id)] \(message())", file: file, line: line)
}

/// libFuzzer's driver (in the fuzzer runtime that `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point. SwiftPM links an executable's `main` to `<Module>_main`; this one
/// hands the command line to libFuzzer, which then calls ``fuzzOneInput(_:_:)`` per input.
@_cdecl("MeridianFuzz_main")
func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  if let directory = ProcessInfo.processInfo.environment["MERIDIAN_FUZZ_MAKE_INDEX_SEEDS"] {
    do {
      try BinaryIndexTarget.makeSeeds(into: URL(fileURLWithPath: directory))
      return 0
    } catch {
      FileHandle.standardError.write(Data("meridian-fuzz: cannot write the index seeds: \(error)\n".utf8))
      return 1
    }
  }
  _ = selectedTarget
  // Build the offline-text locator before the first input, so its build time is not counted against the
  // first input's timeout.
  if ProcessInfo.processInfo.environment["MERIDIAN_FUZZ_TARGET"] == OfflineTextTarget.name {
    _ = OfflineTextTarget.locator
  }
  return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
