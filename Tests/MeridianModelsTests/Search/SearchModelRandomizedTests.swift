import MeridianCore
import MeridianModels
import MeridianTesting
import Testing

/// Typing, accepting suggestions, committing, answers in any order (some after cancellation): 1,000
/// seeded scenarios, each checked for stale or out-of-order outcomes.
@Suite("SearchModel randomized")
@MainActor
struct SearchModelRandomizedTests {
  static let keystrokes = ["K", "Ka", "Kai", "Kaivo", "S", "Si", "", "Kahvila"]

  nonisolated static func suggestions(_ query: String) -> [SearchSuggestion] {
    [
      SearchSuggestion(displayTitle: "\(query) #1"),
      SearchSuggestion(displayTitle: "\(query) #2", isCollection: true),
    ]
  }

  nonisolated static func results(_ query: String) -> [SearchResult] {
    [SearchResult(displayTitle: "Result \(query)", location: Helsinki.kaivokatu8)]
  }

  enum Failure: Error, CustomStringConvertible {
    case failed(String)
    var description: String {
      switch self {
      case .failed(let query): "failed: \(query)"
      }
    }
  }

  @Test("1,000 interleavings never show a stale outcome", arguments: [0..<250, 250..<500, 500..<750, 750..<1_000])
  func interleavings(seeds: Range<Int>) async {
    for seed in seeds { await run(seed: UInt64(seed)) }
  }

  func run(seed: UInt64) async {
    var random = SeededRandomNumberGenerator(seed: seed &+ 10_000)
    let stubbornness = UInt64.random(in: 0..<4, using: &random)
    let source = GatedSearchSource(honoursCancellation: { key in UInt64(key.count) % 4 != stubbornness })
    let model = SearchModel(source: source)
    model.resultMode = [.single, .multiple, .automatic].randomElement(using: &random)!
    let recorder = StateRecorder(model)
    enum Last { case none, typed, searched }
    var last = Last.none

    for _ in 0..<12 {
      switch Int.random(in: 0..<12, using: &random) {
      case 0..<4:
        let text = Self.keystrokes.randomElement(using: &random)!
        if text != model.currentQuery { last = text.isEmpty ? .none : .typed }
        model.type(text)
      case 4:
        if case .suggestions(let list) = model.state.outcome, let choice = list.randomElement(using: &random) {
          model.acceptSuggestion(choice)
          last = .searched
        }
      case 5:
        if !model.currentQuery.isEmpty {
          model.commitSearch()
          last = .searched
        }
      case 6..<9:
        release(source.suggestGate, random: &random, reply: Self.suggestions)
        release(source.searchGate, random: &random, reply: Self.results)
      default:
        for _ in 0..<Int.random(in: 1...4, using: &random) { await Task.yield() }
      }
    }
    source.suggestGate.drain { .success(Self.suggestions($0)) }
    source.searchGate.drain { .success(Self.results($0)) }
    await model.waitUntilIdle()

    check(recorder.allStates, seed: seed)
    let final = model.state
    // The latest request's answer (or failure) is what the field shows at the end.
    let query = final.currentQuery
    let answers: [SearchOutcome] =
      switch last {
      case .typed: [.suggestions(Self.suggestions(query)), .failure("failed: \(query)")]
      case .searched: [.results(Self.results(query)), .failure("failed: \(query)")]
      case .none: []
      }
    if !answers.isEmpty {
      #expect(final.outcome.map(answers.contains) == true, "seed \(seed): the latest answer is lost: \(final)")
    }
    recorder.skipPendingStates()
  }

  func release<Reply>(_ gate: ReplyGate<Reply>, random: inout SeededRandomNumberGenerator, reply: (String) -> Reply) {
    let pending = gate.pendingKeys
    guard !pending.isEmpty else { return }
    let index = Int.random(in: 0..<pending.count, using: &random)
    let result: Result<Reply, any Error> =
      Int.random(in: 0..<5, using: &random) == 0
      ? .failure(Failure.failed(pending[index])) : .success(reply(pending[index]))
    gate.release(at: index, with: result)
  }

  /// A newly shown outcome always answers the query in the field when it is shown.
  func check(_ states: [SearchModel.State], seed: UInt64) {
    for (previous, state) in zip(states, states.dropFirst()) where state.outcome != previous.outcome {
      switch state.outcome {
      case .suggestions(let list):
        #expect(list == Self.suggestions(state.currentQuery), "seed \(seed): stale suggestions in \(state)")
      case .results(let list):
        #expect(
          list.allSatisfy { $0.displayTitle == "Result \(state.currentQuery)" },
          "seed \(seed): stale results in \(state)")
      case .failure(let message):
        #expect(message == "failed: \(state.currentQuery)", "seed \(seed): stale failure in \(state)")
      case nil:
        #expect(state.currentQuery.isEmpty, "seed \(seed): outcome cleared with a query in \(state)")
      }
    }
  }
}
