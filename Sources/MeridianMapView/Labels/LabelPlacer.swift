import Foundation
import MeridianCore
import MeridianGraphics

/// Places the label candidates of a frame's drawable layers: in priority order, each where it fits
/// without overlapping a label already placed or an obstacle (a graphic's marker).
///
/// Placement runs in *placement space*: screen points, y down, without the view's translation, so a
/// map point keeps its placement-space position while the view pans. A placement made for one view
/// therefore stays right, moved by a translation, for every view of the same scale and rotation: the
/// map view reuses it while panning, and a label does not jump when the view moves.
struct LabelPlacer {
  /// A candidate: the layer it comes from, the label, and its path for a line label.
  struct Candidate {
    var layerIndex: Int
    var label: LayerLabel
    /// The path in map coordinates, for a line label.
    var path: ArraySlice<SIMD2<Double>>
  }

  /// A placed label in placement space.
  struct Placed: Equatable {
    var layerIndex: Int
    var label: LayerLabel
    var center: SIMD2<Double>
    var angle: Double
    var size: SIMD2<Double>
  }

  /// What a text's measured size depends on.
  private struct MeasureKey: Hashable {
    var text: String
    var fontSize: Double
    var isItalic: Bool
  }

  /// Space kept free around each label, in points.
  static let padding = 2.0
  /// The least distance between two placements of the same text, in points: less than
  /// `LinePlacement.spacing`, so a long road's repeats along it stand.
  static let repeatDistance = 200.0
  /// The most candidates one frame considers; those beyond, in priority order, are not placed.
  static let maximumCandidates = 20_000

  /// Maps map coordinates to placement space.
  var project: PlacementSpace
  /// Measures text.
  var measurer: any TextMeasurer
  /// The area labels are placed for, in placement space: line labels repeat only near it.
  var area: (min: SIMD2<Double>, max: SIMD2<Double>)? = nil

  /// Places candidates around obstacles.
  ///
  /// - Parameters:
  ///   - candidates: The candidates, in any order.
  ///   - obstacles: Boxes no label may overlap, in placement space.
  /// - Returns: The labels placed, in placement order.
  func place(_ candidates: [Candidate], obstacles: [LabelBox]) -> [Placed] {
    var grid = CollisionGrid()
    for obstacle in obstacles where CollisionGrid.isPlaceable(obstacle) { grid.insert(obstacle) }
    let ordered = candidates.indices.sorted { a, b in
      let x = candidates[a]
      let y = candidates[b]
      if x.label.priority != y.label.priority { return x.label.priority < y.label.priority }
      if x.layerIndex != y.layerIndex { return x.layerIndex < y.layerIndex }
      if x.label.feature.rawValue != y.label.feature.rawValue {
        return x.label.feature.rawValue < y.label.feature.rawValue
      }
      return a < b
    }
    var placed: [Placed] = []
    var placedTexts: [String: [SIMD2<Double>]] = [:]
    // A street drawn in many pieces repeats its name: measure each text and size once.
    var measuredSizes: [MeasureKey: SIMD2<Double>] = [:]
    for index in ordered.prefix(Self.maximumCandidates) {
      let candidate = candidates[index]
      let label = candidate.label
      guard !label.text.isEmpty, label.fontSize.isFinite, label.fontSize > 0 else { continue }
      let measureKey = MeasureKey(text: label.text, fontSize: label.fontSize, isItalic: label.isItalic)
      let size: SIMD2<Double>
      if let known = measuredSizes[measureKey] {
        size = known
      } else {
        let measured = measurer.size(
          of: label.text, fontSize: label.fontSize, fontFamily: "sans-serif", fontWeight: .regular,
          fontStyle: label.isItalic ? .italic : .normal)
        size = SIMD2(Double(measured.width), Double(measured.height))
        measuredSizes[measureKey] = size
      }
      // A point label has one group of one position; a line label one group per anchor along it,
      // each placed at most once.
      let groups: [[(center: SIMD2<Double>, angle: Double)]]
      switch label.placement {
      case .point(let anchor):
        groups = [[(project(anchor), 0)]]
      case .line:
        groups = LinePlacement.positions(
          along: candidate.path.map { project($0) }, width: size.x + 2 * Self.padding, height: size.y, area: area)
      }
      for positions in groups {
        place(
          label, of: candidate.layerIndex, size: size, at: positions, grid: &grid, placed: &placed, texts: &placedTexts)
      }
    }
    return placed
  }

  /// Places a label at the first of `positions` that is far enough from its text's other placements
  /// and collides with nothing.
  private func place(
    _ label: LayerLabel, of layerIndex: Int, size: SIMD2<Double>,
    at positions: [(center: SIMD2<Double>, angle: Double)],
    grid: inout CollisionGrid, placed: inout [Placed], texts placedTexts: inout [String: [SIMD2<Double>]]
  ) {
    for position in positions {
      guard position.center.x.isFinite, position.center.y.isFinite else { continue }
      if let others = placedTexts[label.text],
        others.contains(where: { other in
          let d = other - position.center
          return (d * d).sum() < Self.repeatDistance * Self.repeatDistance
        })
      {
        continue
      }
      let radians = position.angle * .pi / 180
      let box = LabelBox(
        center: position.center, axis: SIMD2(cos(radians), sin(radians)),
        halfSize: size / 2 + SIMD2(repeating: Self.padding))
      guard CollisionGrid.isPlaceable(box), !grid.collides(box) else { continue }
      grid.insert(box)
      placed.append(
        Placed(layerIndex: layerIndex, label: label, center: position.center, angle: position.angle, size: size))
      placedTexts[label.text, default: []].append(position.center)
      return
    }
  }
}
