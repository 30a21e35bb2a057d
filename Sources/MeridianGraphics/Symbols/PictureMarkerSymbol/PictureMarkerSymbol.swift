public import Foundation

/// A symbol that draws an image at a point.
///
/// ```swift
/// var pin = PictureMarkerSymbol(imageData: pngData)
/// pin.offsetY = pin.height / 2
/// ```
///
/// See “`PictureMarkerSymbol`” in `docs/graphics.md`.
public struct PictureMarkerSymbol: Symbol, Hashable {
  /// Where the image comes from.
  public enum Source: Sendable, Hashable {
    /// A resource looked up by name in a bundle; a name without extension means `.png`.
    case named(String, bundle: Bundle)
    /// An image at a URL.
    case url(URL)
    /// Encoded image bytes.
    case data(Data)
  }

  /// Where the image comes from.
  public var source: Source
  /// The drawn width in points.
  public var width: Double
  /// The drawn height in points.
  public var height: Double
  /// The horizontal offset in points, +x right.
  public var offsetX: Double = 0
  /// The vertical offset in points, +y up.
  public var offsetY: Double = 0
  /// The horizontal offset of a callout's leader from the anchor, in points, +x right.
  public var leaderOffsetX: Double = 0
  /// The vertical offset of a callout's leader from the anchor, in points, +y up.
  public var leaderOffsetY: Double = 0
  /// The opacity, 0…1; identify ignores it.
  public var opacity: Double = 1
  /// The rotation in degrees, counter-clockwise.
  public var angle: Double = 0
  /// Why the size could not be read from the image, or `nil` when it was given or read.
  public private(set) var imageError: GraphicsError?

  /// Creates a picture marker from an image resource in a bundle.
  ///
  /// - Parameters:
  ///   - name: The resource name, with or without its extension (`.png` when omitted).
  ///   - bundle: The bundle to look in; the main bundle by default.
  ///   - width: The width in points; from the PNG header when `nil`.
  ///   - height: The height in points; from the PNG header when `nil`.
  ///   - scale: Image pixels per point, used with the header; 1 by default.
  public init(name: String, bundle: Bundle = .main, width: Double? = nil, height: Double? = nil, scale: Double = 1) {
    self.init(source: .named(name, bundle: bundle), width: width, height: height, scale: scale)
  }

  /// Creates a picture marker from an image URL.
  ///
  /// - Parameters:
  ///   - url: The image URL; a local file's PNG header gives the size when it is not given.
  ///   - width: The width in points; from the PNG header when `nil`.
  ///   - height: The height in points; from the PNG header when `nil`.
  ///   - scale: Image pixels per point, used with the header; 1 by default.
  public init(url: URL, width: Double? = nil, height: Double? = nil, scale: Double = 1) {
    self.init(source: .url(url), width: width, height: height, scale: scale)
  }

  /// Creates a picture marker from PNG data.
  ///
  /// - Parameters:
  ///   - imageData: The encoded image.
  ///   - width: The width in points; from the PNG header when `nil`.
  ///   - height: The height in points; from the PNG header when `nil`.
  ///   - scale: Image pixels per point, used with the header; 1 by default.
  public init(imageData: Data, width: Double? = nil, height: Double? = nil, scale: Double = 1) {
    self.init(source: .data(imageData), width: width, height: height, scale: scale)
  }

  init(source: Source, width: Double?, height: Double?, scale: Double) {
    self.source = source
    self.width = width ?? 0
    self.height = height ?? 0
    guard width == nil || height == nil else { return }
    do {
      let header = try Self.readHeader(of: source)
      let pixelsPerPoint = scale.isFinite && scale > 0 ? scale : 1
      self.width = width ?? Double(header.width) / pixelsPerPoint
      self.height = height ?? Double(header.height) / pixelsPerPoint
    } catch let error as GraphicsError {
      imageError = error
    } catch {
      imageError = .invalidImage(source: "\(source)", reason: "\(error)")
    }
  }

  static func readHeader(of source: Source) throws -> PNGHeader {
    switch source {
    case .data(let data):
      return try PNGHeader(data: data, source: "image data")
    case .url(let url):
      return try PNGHeader.read(contentsOf: url)
    case .named(let name, let bundle):
      let ext = (name as NSString).pathExtension
      let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
      guard let url = bundle.url(forResource: base, withExtension: ext.isEmpty ? "png" : ext) else {
        throw GraphicsError.invalidImage(source: name, reason: "no such resource in bundle \(bundle.bundlePath)")
      }
      return try PNGHeader.read(contentsOf: url)
    }
  }

  /// Returns this symbol after checking that its size is known and positive.
  ///
  /// - Returns: The symbol unchanged.
  /// - Throws: ``GraphicsError/invalidImage(source:reason:)`` when the image could not be read and no
  ///   size was given, or the size is not positive.
  public func validated() throws(GraphicsError) -> PictureMarkerSymbol {
    if let imageError { throw imageError }
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw GraphicsError.invalidImage(source: "\(source)", reason: "its size \(width) × \(height) is not positive")
    }
    return self
  }

  /// The picture box, rotated about the anchor, then moved by the offsets.
  ///
  /// - Parameter measurer: Unused.
  /// - Returns: A ``SymbolFootprint/Kind-swift.enum/point`` footprint.
  public func footprint(measurer: any TextMeasurer) -> SymbolFootprint {
    let w = width.isFinite ? Swift.max(width, 0) : 0
    let h = height.isFinite ? Swift.max(height, 0) : 0
    let offset = CGPoint(x: offsetX.isFinite ? offsetX : 0, y: offsetY.isFinite ? offsetY : 0)
    return FootprintShape.rectangle(width: w, height: h).footprint(angle: angle, grow: 0, offset: offset)
  }

  /// A short text giving the size in points.
  public var description: String { "PictureMarkerSymbol(\(width) × \(height))" }
}
