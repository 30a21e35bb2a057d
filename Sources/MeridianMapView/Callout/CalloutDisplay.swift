public import Foundation

extension MapView {
  /// The callout as a front draws it: where it points on screen and what it says.
  ///
  /// ``MapView/calloutDisplay`` gives it while a ``MapView/callout`` is placed and can be anchored;
  /// it is the callout's part of the display list, beside ``MapView/displayList()`` for the graphics
  /// and ``MapView/magnifier`` for the loupe.
  public struct CalloutDisplay: Sendable, Hashable {
    /// The screen point the callout's leader points at (``MapView/calloutAnchor``), origin top-left, y down.
    public var anchor: CGPoint
    /// The callout's title, or `nil` for none.
    public var title: String?
    /// The callout's detail line, or `nil` for none.
    public var detail: String?

    /// Creates a callout display.
    ///
    /// - Parameters:
    ///   - anchor: The screen point the leader points at.
    ///   - title: The title, if any.
    ///   - detail: The detail line, if any.
    public init(anchor: CGPoint, title: String? = nil, detail: String? = nil) {
      self.anchor = anchor
      self.title = title
      self.detail = detail
    }

    /// The title and the detail, one a line, leaving out the absent or empty ones.
    public var text: String {
      [title, detail].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
    }
  }

  /// The callout as a front draws it now, or `nil` when there is no callout or it cannot be placed.
  ///
  /// The anchor follows the map; the title and detail are ``calloutTitle`` and ``calloutDetail``.
  public var calloutDisplay: CalloutDisplay? {
    guard let anchor = calloutAnchor else { return nil }
    return CalloutDisplay(anchor: anchor, title: calloutTitle, detail: calloutDetail)
  }

  /// Shows the callout at a placement with a title and a detail line, as a tutorial sets a callout's
  /// title and detail and then shows it.
  ///
  /// - Parameters:
  ///   - placement: Where the callout points.
  ///   - title: The title; `nil` for none.
  ///   - detail: The detail line; `nil` for none.
  public func showCallout(_ placement: CalloutPlacement, title: String?, detail: String? = nil) {
    calloutTitle = title
    calloutDetail = detail
    callout = placement
  }

  /// Hides the callout and forgets its title and detail.
  public func dismissCallout() {
    callout = nil
    calloutTitle = nil
    calloutDetail = nil
  }
}
