#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WinSDK)
import WinSDK
#endif

/// The platform lock under ``SharedLock``, reached through a pointer that never moves.
enum PlatformLock {
  #if canImport(Darwin)
  typealias Primitive = os_unfair_lock
  #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
  typealias Primitive = pthread_mutex_t
  #elseif canImport(WinSDK)
  typealias Primitive = SRWLOCK
  #endif

  /// Initializes the uninitialized lock at `lock`.
  static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
    #if canImport(Darwin)
    lock.initialize(to: os_unfair_lock())
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
    lock.initialize(to: pthread_mutex_t())
    let result = pthread_mutex_init(lock, nil)
    precondition(result == 0, "pthread_mutex_init failed with \(result)")
    #elseif canImport(WinSDK)
    InitializeSRWLock(lock)
    #endif
  }

  /// Destroys the lock at `lock`, which no thread holds, and leaves its memory uninitialized.
  static func destroy(_ lock: UnsafeMutablePointer<Primitive>) {
    #if canImport(Glibc) || canImport(Musl) || canImport(Android)
    let result = pthread_mutex_destroy(lock)
    precondition(result == 0, "pthread_mutex_destroy failed with \(result)")
    #endif
    lock.deinitialize(count: 1)
  }

  /// Waits for and takes the lock at `lock`.
  @inline(__always)
  static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
    #if canImport(Darwin)
    os_unfair_lock_lock(lock)
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
    let result = pthread_mutex_lock(lock)
    precondition(result == 0, "pthread_mutex_lock failed with \(result)")
    #elseif canImport(WinSDK)
    AcquireSRWLockExclusive(lock)
    #endif
  }

  /// Releases the lock at `lock`, which this thread holds.
  @inline(__always)
  static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
    #if canImport(Darwin)
    os_unfair_lock_unlock(lock)
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
    let result = pthread_mutex_unlock(lock)
    precondition(result == 0, "pthread_mutex_unlock failed with \(result)")
    #elseif canImport(WinSDK)
    ReleaseSRWLockExclusive(lock)
    #endif
  }
}
