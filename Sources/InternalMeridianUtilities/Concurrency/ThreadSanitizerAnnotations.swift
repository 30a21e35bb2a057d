#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ThreadSanitizer's happens-before annotations, found at run time.
///
/// When the process runs under ThreadSanitizer, its runtime exports `__tsan_acquire` and
/// `__tsan_release`; otherwise neither exists and both calls do nothing.
package enum ThreadSanitizerAnnotations {
  private typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

  private static let acquireFunction = lookUp("__tsan_acquire")
  private static let releaseFunction = lookUp("__tsan_release")

  /// Tells the sanitizer that this thread has acquired the synchronisation object at `address`.
  @inline(__always)
  package static func acquire(_ address: UnsafeRawPointer) {
    acquireFunction?(UnsafeMutableRawPointer(mutating: address))
  }

  /// Tells the sanitizer that this thread releases the synchronisation object at `address`.
  @inline(__always)
  package static func release(_ address: UnsafeRawPointer) {
    releaseFunction?(UnsafeMutableRawPointer(mutating: address))
  }

  private static func lookUp(_ name: String) -> Annotation? {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else { return nil }
    return unsafeBitCast(symbol, to: Annotation.self)
  }
}
