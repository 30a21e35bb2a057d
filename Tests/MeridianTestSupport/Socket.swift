import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the BSD socket calls the loopback server uses.
enum Socket {
  #if canImport(Glibc)
  static let streamType = Int32(SOCK_STREAM.rawValue)
  static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
  static let streamType = SOCK_STREAM
  static let sendFlags: Int32 = 0
  #endif

  /// Opens a TCP socket listening on 127.0.0.1 at a free port; returns it and the port.
  static func listen() throws -> (Int32, UInt16) {
    let fd = socket(AF_INET, streamType, 0)
    guard fd >= 0 else { throw LoopbackHTTPServer.StartError(call: "socket", code: errno) }
    var yes: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
    _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var address = sockaddr_in()
    #if canImport(Darwin)
    address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else {
      let code = errno
      _ = close(fd)
      throw LoopbackHTTPServer.StartError(call: "bind", code: code)
    }
    guard systemListen(fd, 64) == 0 else {
      let code = errno
      _ = close(fd)
      throw LoopbackHTTPServer.StartError(call: "listen", code: code)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else {
      let code = errno
      _ = close(fd)
      throw LoopbackHTTPServer.StartError(call: "getsockname", code: code)
    }
    return (fd, UInt16(bigEndian: address.sin_port))
  }

  /// Returns whether the socket has something to read (or a connection to accept) within the time.
  static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0 && entry.revents & Int16(POLLIN) != 0
  }

  /// Sets receive and send timeouts, so a stuck peer cannot hold a connection thread forever.
  static func setTimeouts(_ fd: Int32, seconds: Int) {
    var time = timeval(tv_sec: seconds, tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
  }

  /// Writes all of the data, giving up on an error.
  static func sendAll(_ fd: Int32, _ data: Data) {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = send(fd, base + offset, buffer.count - offset, sendFlags)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Makes the coming `close` send a reset (RST) instead of an orderly end, as a dropped link does.
  static func resetOnClose(_ fd: Int32) {
    var option = linger(l_onoff: 1, l_linger: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
  }

  static func shutdownWrite(_ fd: Int32) {
    #if canImport(Glibc)
    _ = shutdown(fd, Int32(SHUT_WR))
    #else
    _ = shutdown(fd, SHUT_WR)
    #endif
  }

  static func close(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(fd)
    #else
    Darwin.close(fd)
    #endif
  }

  static func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.listen(fd, backlog)
    #else
    Darwin.listen(fd, backlog)
    #endif
  }

  /// Buffered reads from a connected socket.
  struct Reader {
    let fd: Int32
    var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// Reads more bytes into the buffer; false at end of stream, on error or timeout.
    mutating func fill() -> Bool {
      var chunk = [UInt8](repeating: 0, count: 16 * 1024)
      while true {
        let count = recv(fd, &chunk, chunk.count, 0)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
      }
    }

    /// Reads up to and including a delimiter; returns the bytes before it.
    mutating func readUntil(_ delimiter: [UInt8], limit: Int) -> [UInt8]? {
      var searchFrom = 0
      while true {
        var index = searchFrom
        while index + delimiter.count <= buffer.count {
          if buffer[index..<index + delimiter.count].elementsEqual(delimiter) {
            let head = Array(buffer[0..<index])
            buffer.removeFirst(index + delimiter.count)
            return head
          }
          index += 1
        }
        searchFrom = max(0, buffer.count - delimiter.count + 1)
        guard buffer.count <= limit, fill() else { return nil }
      }
    }

    /// Reads exactly `count` bytes.
    mutating func read(count: Int) -> [UInt8]? {
      while buffer.count < count {
        guard fill() else { return nil }
      }
      let bytes = Array(buffer[0..<count])
      buffer.removeFirst(count)
      return bytes
    }
  }
}
