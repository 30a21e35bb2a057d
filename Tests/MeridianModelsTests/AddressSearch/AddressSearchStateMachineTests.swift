import MeridianCore
import MeridianGeocoding
import Testing

@testable import MeridianModels

/// The address search machine, synchronously. Which answer reaches it (only the current request's)
/// is ``Requests``' rule, tested in `RequestLedgerTests` and the model's tests.
@Suite("AddressSearchStateMachine")
struct AddressSearchStateMachineTests {
  static let kaivokatu = Point(latitude: 60.1699217, longitude: 24.9419972)

  @Test("Empty or blank text says \"Nothing to search!\" and starts no request")
  func empty() {
    var machine = AddressSearchStateMachine()
    let step1 = machine.submit("")
    #expect(step1 == nil)
    let step2 = machine.submit("   ")
    #expect(step2 == nil)
    #expect(machine.state == AddressSearchModel.State(message: "Nothing to search!"))
  }

  @Test("A submit searches the trimmed text; its answer is shown, and a second answer does nothing")
  func answer() {
    var machine = AddressSearchStateMachine()
    let text = machine.submit("  Kaivokatu 8 ")
    #expect(text == "Kaivokatu 8")
    #expect(machine.state == AddressSearchModel.State(searchText: "Kaivokatu 8", isSearching: true))
    let fresh = GeocodeResult(label: "Kaivokatu 8, Helsinki", displayLocation: Self.kaivokatu)
    let applied = machine.answered(with: fresh)
    #expect(applied)
    #expect(
      machine.state
        == AddressSearchModel.State(searchText: "Kaivokatu 8", status: .result("Kaivokatu 8, Helsinki", Self.kaivokatu))
    )
    let again = machine.answered(with: GeocodeResult(label: "x", displayLocation: Self.kaivokatu))
    #expect(!again)
  }

  @Test("No match clears the result and says so; a failure shows its message")
  func noMatchAndFailure() {
    var machine = AddressSearchStateMachine()
    _ = machine.submit("Nowhere 99")
    let step6 = machine.answered(with: nil)
    #expect(step6)
    #expect(
      machine.state == AddressSearchModel.State(searchText: "Nowhere 99", message: "No results found for Nowhere 99."))
    _ = machine.submit("Kaivokatu")
    let step7 = machine.failed(message: "The service answered 500.")
    #expect(step7)
    #expect(machine.state.message == "The service answered 500.")
    #expect(!machine.state.isSearching)
  }

  @Test("Cancelling stops the search without a message; the result shown stays")
  func cancelling() {
    var machine = AddressSearchStateMachine()
    _ = machine.submit("Kaivokatu 8")
    _ = machine.answered(with: GeocodeResult(label: "Kaivokatu 8, Helsinki", displayLocation: Self.kaivokatu))
    _ = machine.submit("Kaivokatu")
    let step8 = machine.cancel()
    #expect(step8)
    #expect(
      machine.state
        == AddressSearchModel.State(searchText: "Kaivokatu", status: .result("Kaivokatu 8, Helsinki", Self.kaivokatu)))
    let step9 = machine.answered(with: GeocodeResult(label: "x", displayLocation: Self.kaivokatu))
    #expect(!step9)
    let step10 = machine.cancel()
    #expect(!step10)
  }
}
