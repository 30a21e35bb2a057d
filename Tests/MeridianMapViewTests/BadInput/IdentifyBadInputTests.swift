import Foundation
import MeridianCore
import MeridianGraphics
import MeridianTesting
import Testing

@testable import MeridianMapView

/// Identify with bad input or at extreme states: each case names the call, the input and the typed
/// error or defined result, and checks the view, its overlays and its callout did not change.
@MainActor
@Suite("Bad input: identify")
struct IdentifyBadInputTests {
  @Test(
    "identify with a tolerance that is NaN, infinite or outside 0...100 throws invalidParameter(tolerance)",
    arguments: [Double.nan, -1, 100.5, .infinity, -.infinity, -.leastNonzeroMagnitude])
  func badTolerance(_ tolerance: Double) async {
    let (view, overlay) = badInputView()
    let before = ViewSnapshot(view)
    await #expect {
      _ = try await view.identify(on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: tolerance)
    } throws: { error in
      guard case .invalidParameter(let name, let reason) = error as? MapViewError else { return false }
      return name == "tolerance" && reason == "\(tolerance) is outside 0...100 points"
    }
    await #expect(throws: MapViewError.self) {
      _ = try await view.identifyGraphicsOverlays(screenPoint: CGPoint(x: 200, y: 100), tolerance: tolerance)
    }
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "identify at a NaN or infinite screen point throws invalidParameter(screenPoint)",
    arguments: [
      CGPoint(x: Double.nan, y: 100), CGPoint(x: 200, y: Double.infinity), CGPoint(x: -Double.infinity, y: Double.nan),
    ])
  func badPoint(_ point: CGPoint) async {
    let (view, overlay) = badInputView()
    let before = ViewSnapshot(view)
    await #expect {
      _ = try await view.identify(on: overlay, screenPoint: point, tolerance: 10)
    } throws: { error in
      guard case .invalidParameter(name: "screenPoint", _) = error as? MapViewError else { return false }
      return true
    }
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "identify with maximumResults below 1 throws invalidParameter(maximumResults), per overlay too",
    arguments: [0, -1, Int.min])
  func badMaximum(_ maximum: Int) async {
    let (view, overlay) = badInputView()
    let before = ViewSnapshot(view)
    await #expect(
      throws: MapViewError.invalidParameter(
        name: "maximumResults", reason: "\(maximum) is less than 1; pass nil for all results")
    ) {
      _ = try await view.identify(
        on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: 10, maximumResults: maximum)
    }
    await #expect(
      throws: MapViewError.invalidParameter(
        name: "maximumResultsPerOverlay", reason: "\(maximum) is less than 1; pass nil for all results")
    ) {
      _ = try await view.identifyGraphicsOverlays(
        screenPoint: CGPoint(x: 200, y: 100), tolerance: 10, maximumResultsPerOverlay: maximum)
    }
    #expect(ViewSnapshot(view) == before)
  }

  @Test("identify with maximumResults Int.max returns the one graphic hit, allocating nothing for the maximum")
  func hugeMaximum() async throws {
    let (view, overlay) = badInputView()
    let result = try await view.identify(
      on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: 0, maximumResults: .max)
    #expect(result.graphics.count == 1)
    let all = try await view.identifyGraphicsOverlays(
      screenPoint: CGPoint(x: 200, y: 100), tolerance: 0, maximumResultsPerOverlay: .max)
    #expect(all.map(\.graphics.count) == [1])
  }

  @Test(
    "identify at a finite point far outside the view (±1e300) finds nothing and does not throw",
    arguments: [
      CGPoint(x: 1e300, y: 1e300), CGPoint(x: -1e300, y: 50), CGPoint(x: -0.5, y: 100),
    ])
  func farPoint(_ point: CGPoint) async throws {
    let (view, overlay) = badInputView()
    let result = try await view.identify(on: overlay, screenPoint: point, tolerance: 100, maximumResults: nil)
    #expect(result.graphics.isEmpty)
  }

  @Test("identify an overlay that is not in the view throws overlayNotInView")
  func foreignOverlay() async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    await #expect(throws: MapViewError.overlayNotInView) {
      _ = try await view.identify(on: GraphicsOverlay(), screenPoint: CGPoint(x: 200, y: 100), tolerance: 10)
    }
    #expect(ViewSnapshot(view) == before)
  }

  @Test("identify at the world's scale limit, at 1:1 and on a 100,000-point view answers without trapping")
  func extremeStates() async throws {
    let (view, overlay) = badInputView()
    #expect(await view.setViewpointScale(1e28))
    // The whole world is one point wide; the graphic at (0, 0) is drawn at the centre of the view.
    let zoomedOut = try await view.identify(on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: 10)
    #expect(zoomedOut.graphics.count == 1)
    _ = try await view.identify(on: overlay, screenPoint: CGPoint(x: 0, y: 0), tolerance: 100, maximumResults: nil)
    #expect(await view.setViewpointScale(1e-28))
    #expect(view.scale == 1)
    let zoomedIn = try await view.identify(on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: 0)
    #expect(zoomedIn.graphics.count == 1)
    view.viewSize = CGSize(width: 1e300, height: 1e300)
    #expect(await view.setViewpointScale(1e28))
    _ = try await view.identify(
      on: overlay, screenPoint: CGPoint(x: 100_000, y: 100_000), tolerance: 100, maximumResults: nil)
    await expectSane(view)
  }
}
