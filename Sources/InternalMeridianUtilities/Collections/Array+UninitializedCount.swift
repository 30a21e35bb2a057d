extension Array {
  /// Makes an array of `count` elements that `initialize` writes, as
  /// `init(unsafeUninitializedCapacity:initializingWith:)` does, but makes an empty one without
  /// calling it.
  ///
  /// For zero elements the standard initializer writes the count (zero) into the standard library's
  /// one shared empty-array storage: a harmless write that ThreadSanitizer reports as a data race when
  /// two threads make an empty array that way at once (the offline index's parallel build did).
  ///
  /// - Parameters:
  ///   - count: The number of elements; `initialize` must set `initialized` to it.
  ///   - initialize: Writes the elements, as for `init(unsafeUninitializedCapacity:initializingWith:)`.
  @inlinable
  package init(
    uninitializedCount count: Int,
    initializingWith initialize: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
  ) rethrows {
    guard count > 0 else {
      self = []
      return
    }
    try self.init(unsafeUninitializedCapacity: count, initializingWith: initialize)
  }
}
