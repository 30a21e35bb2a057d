import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// Typing, answers arriving in any order (some after their request was cancelled), cancelling:
/// 1,000 seeded scenarios, each checked for stale or out-of-order states.
@Suite("AddressSearchModel randomized")
@MainActor
struct AddressSearchRandomizedTests {
  static let texts = ["Kaivokatu", "Kaivokatu 8", "Aleksanterinkatu 9", "Simonkatu", "", "Nowhere"]

  /// The answer the test's locator gives for a text: its label says which text it answers.
  nonisolated static func answer(_ text: String) -> [GeocodeResult] {
    [GeocodeResult(label: "\(text), Helsinki", displayLocation: Helsinki.kaivokatu8)]
  }

  enum Failure: Error, CustomStringConvertible {
    case unavailable(String)
    var description: String {
      switch self {
      case .unavailable(let text): "unavailable: \(text)"
      }
    }
  }

  @Test(
    "1,000 interleavings never show a stale or out-of-order state",
    arguments: [0..<250, 250..<500, 500..<750, 750..<1_000])
  func interleavings(seeds: Range<Int>) async {
    for seed in seeds {
      await run(seed: UInt64(seed))
    }
  }

  func run(seed: UInt64) async {
    var random = SeededRandomNumberGenerator(seed: seed)
    // Some texts (chosen by the seed) ignore cancellation: their answer arrives although a newer submit superseded them.
    let stubborn = Set((0..<Self.texts.count).filter { _ in Bool.random(using: &random) }.map { Self.texts[$0] })
    let gate = ReplyGate<[GeocodeResult]>(honoursCancellation: { !stubborn.contains($0) })
    let transport = MockTransport()
    transport.onGeocode { query, _ in
      guard case .searchText(let text) = query else { return [] }
      return try await gate.wait(text)
    }
    let model = AddressSearchModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    var submitted: [String] = []
    var lastOperationWasSubmit = false
    var emptyAfterLast = false

    for _ in 0..<12 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        let text = Self.texts.randomElement(using: &random)!
        model.submit(text)
        if !text.isEmpty {
          submitted.append(text)
          lastOperationWasSubmit = true
          emptyAfterLast = false
        } else {
          emptyAfterLast = true
        }
      case 4..<7:
        let pending = gate.pendingKeys
        guard !pending.isEmpty else { continue }
        let index = Int.random(in: 0..<pending.count, using: &random)
        let reply: Result<[GeocodeResult], any Error> =
          switch Int.random(in: 0..<5, using: &random) {
          case 0: .failure(Failure.unavailable(pending[index]))
          case 1: .success([])
          default: .success(Self.answer(pending[index]))
          }
        gate.release(at: index, with: reply)
      case 7:
        model.cancel()
        lastOperationWasSubmit = false
      default:
        // Let work already released run before the next step.
        for _ in 0..<Int.random(in: 1...4, using: &random) { await Task.yield() }
      }
    }
    gate.drain { .success(Self.answer($0)) }
    await model.waitUntilIdle()

    check(recorder.allStates, submitted: submitted, seed: seed)
    let final = model.state
    #expect(!final.isSearching, "seed \(seed): still searching at the end")
    if lastOperationWasSubmit, let last = submitted.last {
      let answered =
        final.status == .result("\(last), Helsinki", Helsinki.kaivokatu8)
        || final.message == "No results found for \(last)." || final.message == "unavailable: \(last)"
        // An empty submit after the answer replaces its message with "Nothing to search!".
        || (emptyAfterLast && final.message == "Nothing to search!" && final.status == .none)
      #expect(answered, "seed \(seed): the latest submit's answer is not shown: \(final)")
    }
    recorder.skipPendingStates()
  }

  /// Checks a recorded sequence: texts appear in submit order, and a newly shown result, or a "no
  /// results" message, is always for the latest submitted text.
  func check(_ states: [AddressSearchModel.State], submitted: [String], seed: UInt64) {
    var position = 0
    for (previous, state) in zip(states, states.dropFirst()) {
      if state.searchText != previous.searchText {
        let next = submitted[position...].firstIndex(of: state.searchText)
        #expect(next != nil, "seed \(seed): \"\(state.searchText)\" shown out of submit order")
        position = (next ?? position) + 1
      }
      if state.status != previous.status, case .result(let label, _) = state.status {
        #expect(label == "\(state.searchText), Helsinki", "seed \(seed): stale result \(label) for \(state)")
      }
      if state.message != previous.message, let message = state.message, message.hasPrefix("No results found for") {
        #expect(message == "No results found for \(state.searchText).", "seed \(seed): stale message \(message)")
      }
      if state.message != previous.message, let message = state.message, message.hasPrefix("unavailable") {
        #expect(message == "unavailable: \(state.searchText)", "seed \(seed): stale failure \(message)")
      }
    }
  }
}
