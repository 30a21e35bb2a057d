import MeridianCore
import MeridianGeocoding
import Testing

@testable import MeridianModels

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

  @Test("An answer for the latest submit is shown; an older one is ignored")
  func latestWins() {
    var machine = AddressSearchStateMachine()
    let first = machine.submit("Kaivokatu")
    let second = machine.submit("Kaivokatu 8")
    #expect(first != nil && second != nil && first != second)
    let stale = GeocodeResult(label: "Kaivokatu, Helsinki", displayLocation: Self.kaivokatu)
    let step3 = machine.answered(first!, with: stale)
    #expect(!step3)
    #expect(machine.state.isSearching)
    let fresh = GeocodeResult(label: "Kaivokatu 8, Helsinki", displayLocation: Self.kaivokatu)
    let step4 = machine.answered(second!, with: fresh)
    #expect(step4)
    #expect(
      machine.state
        == AddressSearchModel.State(searchText: "Kaivokatu 8", status: .result("Kaivokatu 8, Helsinki", Self.kaivokatu))
    )
    // A second answer for the same ticket does nothing.
    let step5 = machine.answered(second!, with: stale)
    #expect(!step5)
  }

  @Test("No match clears the result and says so; a failure shows its message")
  func noMatchAndFailure() {
    var machine = AddressSearchStateMachine()
    let ticket = machine.submit("Nowhere 99")!
    let step6 = machine.answered(ticket, with: nil)
    #expect(step6)
    #expect(
      machine.state == AddressSearchModel.State(searchText: "Nowhere 99", message: "No results found for Nowhere 99."))
    let next = machine.submit("Kaivokatu")!
    let step7 = machine.failed(next, message: "The service answered 500.")
    #expect(step7)
    #expect(machine.state.message == "The service answered 500.")
    #expect(!machine.state.isSearching)
  }

  @Test("Cancelling stops the search without a message and stales the ticket")
  func cancelling() {
    var machine = AddressSearchStateMachine()
    let ticket = machine.submit("Kaivokatu")!
    let step8 = machine.cancel()
    #expect(step8)
    #expect(machine.state == AddressSearchModel.State(searchText: "Kaivokatu"))
    let step9 = machine.answered(ticket, with: GeocodeResult(label: "x", displayLocation: Self.kaivokatu))
    #expect(!step9)
    let step10 = machine.cancel()
    #expect(!step10)
  }
}
