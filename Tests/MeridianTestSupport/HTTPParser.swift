import Foundation

/// Parses HTTP/1.1 requests from a socket reader and writes responses.
enum HTTPParser {
  struct Problem: Error {
    var status: Int
    var message: String
  }

  /// The largest header block and body accepted.
  static let maxHeaderBytes = 64 * 1024
  static let maxBodyBytes = 16 * 1024 * 1024

  static func read(
    _ reader: inout Socket.Reader, sendContinue: () -> Void
  ) -> Result<LoopbackHTTPServer.Request, Problem> {
    guard let head = reader.readUntil(Array("\r\n\r\n".utf8), limit: maxHeaderBytes) else {
      return .failure(Problem(status: 400, message: "incomplete or oversized request head"))
    }
    let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
      return .failure(Problem(status: 400, message: "malformed request line"))
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure(Problem(status: 400, message: "malformed header line"))
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }
    if headers["transfer-encoding"].map({ $0.lowercased().contains("chunked") }) == true {
      return .failure(Problem(status: 411, message: "chunked request bodies are not supported; send Content-Length"))
    }
    var body = Data()
    if let lengthText = headers["content-length"] {
      guard let length = Int(lengthText), length >= 0, length <= maxBodyBytes else {
        return .failure(Problem(status: 400, message: "bad Content-Length"))
      }
      if headers["expect"]?.lowercased() == "100-continue" { sendContinue() }
      guard let bytes = reader.read(count: length) else {
        return .failure(Problem(status: 400, message: "body shorter than Content-Length"))
      }
      body = Data(bytes)
    }
    return .success(
      LoopbackHTTPServer.Request(method: String(parts[0]), target: String(parts[1]), headers: headers, body: body))
  }

  /// The bytes to send for a response, as its framing asks: the whole body after a
  /// `Content-Length`, the body without one (ended by closing), or only a first part of it.
  static func serialize(_ response: LoopbackHTTPServer.Response) -> Data {
    var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
    where name.lowercased() != "content-length" && name.lowercased() != "connection" {
      head += "\(name): \(value)\r\n"
    }
    switch response.framing {
    case .contentLength:
      head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
      return Data(head.utf8) + response.body
    case .closeDelimited:
      head += "Connection: close\r\n\r\n"
      return Data(head.utf8) + response.body
    case .truncated(let sent):
      head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
      return Data(head.utf8) + response.body.prefix(max(0, sent))
    }
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 307: "Temporary Redirect"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 411: "Length Required"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}
