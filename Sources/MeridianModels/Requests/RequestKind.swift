/// A kind of request a model runs (a search, a suggest, a tap's identify), and which other kinds a new
/// one supersedes.
///
/// At most one request of a kind is current: starting one supersedes the one before it. A kind may
/// supersede other kinds too, when its start makes their answers meaningless. A new search clears the
/// markers, so it supersedes a tap's identify still running, whose answer would name a marker that is
/// gone:
///
/// ```swift
/// enum Request: RequestKind {
///   case search, identify
///   var supersedes: [Request] { self == .search ? [.identify] : [] }
/// }
/// ```
///
/// A superseded request is cancelled and publishes nothing (see ``Requests``). Each model declares its
/// kinds, and so its supersession, once, in its own `Request` enum.
protocol RequestKind: Hashable, Sendable {
  /// The other kinds that a new request of this kind supersedes; its own kind always is.
  var supersedes: [Self] { get }
}

/// The request kind of a model that runs no requests: every intent is done when it returns.
extension Never: RequestKind {
  var supersedes: [Never] { [] }
}
