/// An error thrown when an OpenStreetMap extract (`.osm.pbf`) cannot be read.
///
/// Every error says where: the file, the blob (its index, counting the header blob as 0, and the byte
/// offset of its 4-byte length prefix in the file), the element (its type, and its id when it was
/// read), and the field, named as the format's `.proto` files name it (`DenseNodes.keys_vals`,
/// `Way.refs`, `Blob.zlib_data`). Its ``description`` can be shown as it is. A read that throws leaves
/// nothing half-read behind.
public struct OpenStreetMapReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// The file cannot be opened or read; the value says why.
    case unreadableFile(String)
    /// The file ends inside a blob header or a blob: `needed` bytes were announced, `available` remain.
    case truncated(needed: Int, available: Int)
    /// A blob header is larger than the format's 64 KiB limit (the value is the announced size).
    case blobHeaderTooLarge(size: Int, limit: Int)
    /// A blob, or its uncompressed data, is larger than the format's 32 MiB limit.
    case blobTooLarge(size: Int, limit: Int)
    /// The first blob is not an `OSMHeader`, or a second `OSMHeader` follows; the value is the type.
    case unexpectedBlobType(String)
    /// A blob is compressed with a method this reader does not support (`lzma`, `zstd`, `lz4`,
    /// `bzip2`); only raw and zlib blobs are read.
    case unsupportedCompression(String)
    /// A blob's zlib data cannot be inflated.
    case inflate(InflateError)
    /// The protocol buffer encoding is broken (a varint over 10 bytes, a length past the end of its
    /// message, a negative length, an unknown wire type); the value says how.
    case malformed(String)
    /// A field the format requires is missing.
    case missingField
    /// The header requires a feature this reader does not know; the value is its name.
    case unknownRequiredFeature(String)
    /// The header requires a feature this reader knows but does not support
    /// (`HistoricalInformation`); the value is its name.
    case unsupportedRequiredFeature(String)
    /// A string table index is outside the block's string table of `count` strings.
    case stringIndexOutOfRange(index: Int64, count: Int)
    /// A tag key, tag value or member role is not valid UTF-8.
    case invalidUTF8
    /// Arrays that must have one entry per element (or per tag) have different lengths; the value
    /// says which.
    case lengthMismatch(String)
    /// A value is out of its range (an id or a coordinate that overflows, a latitude beyond ±90°, a
    /// granularity that is not positive, an unknown member type); the value says which.
    case valueOutOfRange(String)
    /// Two elements of one type have the same id.
    case duplicateID(Int64)
    /// The extract has more elements, tags, way nodes or relation members of one type than the reader
    /// holds (`limit`: 2³¹ − 1).
    case tooManyElements(limit: Int)
    /// The task reading the extract was cancelled.
    case cancelled
  }

  /// What went wrong.
  public var reason: Reason
  /// The file's name, when the extract was read from a file.
  public var file: String?
  /// The blob's index in the file (the header blob is 0), when the problem is inside a blob.
  public var blobIndex: Int?
  /// The byte offset in the file of the blob's 4-byte length prefix.
  public var blobOffset: Int?
  /// The type of the element being read.
  public var elementType: OpenStreetMapElementType?
  /// The id of the element being read, when it was read before the problem.
  public var elementID: Int64?
  /// The field, as the format's `.proto` files name it (`Way.refs`).
  public var field: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: What went wrong.
  ///   - file: The file's name.
  ///   - blobIndex: The blob's index in the file (the header blob is 0).
  ///   - blobOffset: The byte offset in the file of the blob's length prefix.
  ///   - elementType: The type of the element being read.
  ///   - elementID: The id of the element being read.
  ///   - field: The field, as the format's `.proto` files name it.
  public init(
    _ reason: Reason, file: String? = nil, blobIndex: Int? = nil, blobOffset: Int? = nil,
    elementType: OpenStreetMapElementType? = nil, elementID: Int64? = nil, field: String? = nil
  ) {
    self.reason = reason
    self.file = file
    self.blobIndex = blobIndex
    self.blobOffset = blobOffset
    self.elementType = elementType
    self.elementID = elementID
    self.field = field
  }

  /// A textual description, for logs and error messages.
  public var description: String {
    var place: [String] = []
    if let file { place.append(file) }
    if let blobIndex { place.append("blob \(blobIndex)" + (blobOffset.map { " at byte \($0)" } ?? "")) }
    if let elementType {
      place.append(elementType.description + (elementID.map { " \($0)" } ?? ""))
    }
    if let field { place.append("field \(field)") }
    let prefix = place.isEmpty ? "" : place.joined(separator: ", ") + ": "
    return "Cannot read the OpenStreetMap extract: \(prefix)\(message)."
  }

  private var message: String {
    switch reason {
    case .unreadableFile(let why): return "the file cannot be read (\(why))"
    case .truncated(let needed, let available):
      return "the file ends after \(available) of \(needed) announced bytes"
    case .blobHeaderTooLarge(let size, let limit):
      return "the blob header announces \(size) bytes; the format allows at most \(limit)"
    case .blobTooLarge(let size, let limit):
      return "the blob holds \(size) bytes; the format allows at most \(limit)"
    case .unexpectedBlobType(let type): return "unexpected blob type \"\(type)\""
    case .unsupportedCompression(let name): return "the blob is compressed with \(name), which is not supported"
    case .inflate(let error): return error.description
    case .malformed(let why): return "malformed protocol buffer data (\(why))"
    case .missingField: return "a required field is missing"
    case .unknownRequiredFeature(let name): return "the file requires the unknown feature \"\(name)\""
    case .unsupportedRequiredFeature(let name): return "the file requires \"\(name)\", which is not supported"
    case .stringIndexOutOfRange(let index, let count):
      return "string index \(index) is outside the block's string table of \(count) strings"
    case .invalidUTF8: return "a string is not valid UTF-8"
    case .lengthMismatch(let which): return "array lengths differ: \(which)"
    case .valueOutOfRange(let which): return "a value is out of range: \(which)"
    case .duplicateID(let id): return "the id \(id) occurs twice"
    case .tooManyElements(let limit): return "more than \(limit) entries of one kind"
    case .cancelled: return "the task was cancelled"
    }
  }

  /// This error with the location fields that are `nil` filled in from the arguments.
  func located(
    file: String? = nil, blobIndex: Int? = nil, blobOffset: Int? = nil, elementType: OpenStreetMapElementType? = nil,
    elementID: Int64? = nil, field: String? = nil
  ) -> OpenStreetMapReadError {
    var error = self
    error.file = error.file ?? file
    error.blobIndex = error.blobIndex ?? blobIndex
    error.blobOffset = error.blobOffset ?? blobOffset
    error.elementType = error.elementType ?? elementType
    error.elementID = error.elementID ?? elementID
    error.field = error.field ?? field
    return error
  }
}
