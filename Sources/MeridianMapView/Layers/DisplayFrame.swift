public import Foundation
public import MeridianCore

/// Everything a front draws for one frame of the view, bottom first.
///
/// ``MapView/displayFrame()`` lists, in this order: the drawable layers' shapes (``layerItems``:
/// the basemap's land, landuse, parks, water, buildings, roads and rail), the placed labels
/// (``labels``), the graphics (``graphics``, the same as ``MapView/displayList()``), then the
/// callout (``MapView/calloutAnchor``). A front draws them in that order and shows ``attribution``.
public struct DisplayFrame: Sendable {
  /// The view's size in points.
  public var size: CGSize
  /// The drawable layers' shapes on screen, bottom first.
  public var layerItems: [LayerDisplayItem]
  /// The labels placed on screen, none overlapping another or a graphic's marker.
  public var labels: [PlacedLabel]
  /// The graphics, bottom first, as ``MapView/displayList()`` lists them.
  public var graphics: [DisplayItem]
  /// The attribution texts of the layers drawn, such as "© OpenStreetMap contributors", each once.
  public var attribution: [String]
  /// The layers that could not draw, with why; the others are drawn.
  public var layerErrors: [LayerDrawError]
}

/// A layer that could not draw in a frame, and why.
public struct LayerDrawError: Sendable {
  /// The layer's name.
  public var layerName: String
  /// What went wrong.
  public var error: any Error
}

/// One shape of a drawable layer on screen.
public struct LayerDisplayItem: Sendable {
  /// The index of the layer in the map's basemap's `Basemap/drawableLayers`.
  public var layerIndex: Int
  /// How to draw it: fill, stroke, width in points, dashes.
  public var paint: LayerPaint
  /// The parts on screen (origin top-left, y down), clipped to the view plus ``MapView/layerClipMargin``:
  /// rings of an area (filled by the even-odd rule) or paths of a line.
  public var screenParts: [[CGPoint]]
  /// The feature it draws, for ``MapView/identifyLayers(screenPoint:tolerance:maximumResultsPerLayer:includeBackground:)``.
  public var feature: LayerFeatureID
  /// A Boolean value indicating whether the shape is background (the land and sea under everything
  /// else), which identify leaves out unless asked.
  public var isBackground: Bool
}

/// A label placed on screen.
public struct PlacedLabel: Sendable, Hashable {
  /// The index of the layer in the map's basemap's `Basemap/drawableLayers`.
  public var layerIndex: Int
  /// The text.
  public var text: String
  /// The centre of the text box on screen.
  public var center: CGPoint
  /// The text's angle on screen in degrees, clockwise from the x axis (y down), in -90...90 so the text
  /// never reads upside down.
  public var angle: Double
  /// The text box's width and height in points, before rotation.
  public var size: CGSize
  /// The font size in points.
  public var fontSize: Double
  /// The text colour.
  public var color: Color
  /// The halo colour, or `nil`.
  public var haloColor: Color?
  /// A Boolean value indicating whether the text is italic.
  public var isItalic: Bool
  /// The feature it names.
  public var feature: LayerFeatureID

  /// The four corners of the rotated text box on screen, counter-clockwise on screen from the
  /// text's bottom-left.
  public var corners: [CGPoint] {
    let radians = angle * .pi / 180
    let ux = cos(radians)
    let uy = sin(radians)
    let hw = Double(size.width) / 2
    let hh = Double(size.height) / 2
    let cx = Double(center.x)
    let cy = Double(center.y)
    // Along the text (ux, uy); the text's "down" on screen is (-uy, ux).
    return [(-hw, hh), (hw, hh), (hw, -hh), (-hw, -hh)].map { along, down in
      CGPoint(x: cx + along * ux - down * uy, y: cy + along * uy + down * ux)
    }
  }
}
