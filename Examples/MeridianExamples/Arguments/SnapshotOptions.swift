/// What `meridian-demo snapshot` draws: a view of the Helsinki basemap, written as an SVG file.
///
/// `meridian-demo snapshot [--center LAT,LON] [--scale S] [--size WxH] [--rotation DEG] [--no-labels]
/// [--category NAME] [--basemap FILE] --output FILE.svg`. Every option but `--output` has a default:
/// the railway station's square in central Helsinki (60.1717 N, 24.9443 E, the middle of the bundled
/// extract) at 1:10,000 in a 1024 × 768 view, north up, with labels, no markers.
public struct SnapshotOptions: Sendable, Hashable {
  /// The largest width or height of the view, in points: 8,192.
  public static let maximumSide = 8_192
  /// The largest latitude Web Mercator draws, in degrees: 85.05112878 (the square world's edge).
  public static let maximumLatitude = 85.051_128_78
  /// The largest rotation either way, in degrees: 360.
  public static let maximumRotation = 360.0

  /// The latitude of the view's centre in degrees, within ±``maximumLatitude``.
  public var latitude: Double
  /// The longitude of the view's centre in degrees, within ±180.
  public var longitude: Double
  /// The scale denominator: 10,000 is 1:10,000 (at 96 points per inch).
  public var scale: Double
  /// The view's width in points, 1 through ``maximumSide``.
  public var width: Int
  /// The view's height in points, 1 through ``maximumSide``.
  public var height: Int
  /// The map's rotation in degrees, counter-clockwise, within ±``maximumRotation``.
  public var rotation: Double
  /// A Boolean value indicating whether the basemap's labels are drawn.
  public var showsLabels: Bool
  /// The find-places category whose markers are drawn on top (its label, such as "Coffee shop"), or `nil`.
  public var category: String?
  /// A basemap file (`meridian-basemap build`'s) drawn instead of the Helsinki basemap, or `nil`.
  public var basemap: String?
  /// The SVG file to write; its display list is written beside it as JSON.
  public var output: String

  /// Creates snapshot options; the defaults show the middle of the bundled Helsinki extract at
  /// 1:10,000, 1024 × 768 points.
  public init(
    latitude: Double = 60.1717, longitude: Double = 24.9443, scale: Double = 10_000, width: Int = 1_024,
    height: Int = 768, rotation: Double = 0, showsLabels: Bool = true, category: String? = nil,
    basemap: String? = nil, output: String = ""
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.scale = scale
    self.width = width
    self.height = height
    self.rotation = rotation
    self.showsLabels = showsLabels
    self.category = category
    self.basemap = basemap
    self.output = output
  }
}
