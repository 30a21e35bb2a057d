import MeridianCore
import Testing

/// The store behind `MeridianEnvironment.apiKey`, tested on a store of its own so the process-wide
/// key that parallel tests read never changes.
@Suite("API key store")
struct APIKeyStoreTests {
  @Test("The process-wide key is set and read back; a task-local scope wins while it lasts")
  func globalAndScoped() {
    let store = APIKeyStore()
    #expect(store.key == nil)
    store.key = "GLOBAL"
    #expect(store.key == "GLOBAL")
    APIKeyStore.$scoped.withValue(.init(key: "SCOPED")) { #expect(store.key == "SCOPED") }
    APIKeyStore.$scoped.withValue(.init(key: nil)) { #expect(store.key == nil, "a scope can say: no key") }
    #expect(store.key == "GLOBAL")
    store.key = nil
    #expect(store.key == nil)
  }

  @Test("Set from many tasks at once, the key is always one of the values written, never torn")
  func concurrentWrites() async {
    let store = APIKeyStore()
    let values = (0..<64).map { "KEY-\($0)" }
    await withTaskGroup(of: Void.self) { group in
      for value in values {
        group.addTask {
          store.key = value
          _ = store.key
        }
      }
    }
    #expect(values.contains(store.key ?? ""))
  }
}
