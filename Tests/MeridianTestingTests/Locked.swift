import InternalMeridianUtilities
import MeridianCore
import Synchronization

/// A value shared between a test and the tasks it starts.
final class Locked<Value: Sendable>: Sendable {
  private let mutex: SharedLock<Value>

  init(_ value: Value) { mutex = SharedLock(value) }

  var value: Value { mutex.withLock { $0 } }

  func mutate(_ body: (inout Value) -> Void) { mutex.withLock { body(&$0) } }
}
