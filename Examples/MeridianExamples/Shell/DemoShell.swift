import Foundation
import Meridian

/// The line-oriented shell of `meridian-demo --interactive`: drive the models by hand and watch the state.
///
/// One headless map view (800 × 600 points) shows the find-places model's markers and the address
/// search's marker and label. `tap` goes through the map view's gesture, so it identifies the
/// find-places markers and shows a callout, as a finger would.
@MainActor
final class DemoShell {
  private let environment: FlowEnvironment
  private var mapView: MapView?
  private var addressSearch: AddressSearchModel?
  private var findPlaces: FindPlacesModel?
  private var locator: LocatorTask?

  init(environment: FlowEnvironment) {
    self.environment = environment
  }

  /// Reads and runs commands until the input ends or the person types `quit`.
  func run() async throws {
    let transcript = environment.transcript
    let map = Map(basemapStyle: .arcGISTopographic)
    map.initialViewpoint = environment.places.findPlacesViewpoint
    let mapView = MapView(map: map, viewSize: FlowEnvironment.viewSize)
    let locator = try await environment.locator()
    // The address search first, then find places: its tap handler is the one the map view keeps.
    addressSearch = AddressSearchModel(locator: locator, mapView: mapView)
    // Each marker on its own: `category` lists every place with the screen point `tap x y` names it by.
    findPlaces = FindPlacesModel(locator: locator, mapView: mapView, featureReduction: nil)
    self.mapView = mapView
    self.locator = locator
    transcript.line("Map: \(environment.describe(mapView))")
    transcript.line("Type help for the commands, quit to leave.")
    let input = environment.context.input
    while true {
      if input.isInteractive { FileHandle.standardOutput.write(Data("meridian> ".utf8)) }
      guard let line = input.nextLine() else { break }
      if !input.isInteractive { transcript.line("meridian> \(line)") }
      let command: ShellCommand?
      do {
        command = try ShellCommandParser.parse(line)
      } catch {
        transcript.line("error: \(error)")
        continue
      }
      guard let command else { continue }
      if command == .quit { break }
      await perform(command)
    }
  }

  private func perform(_ command: ShellCommand) async {
    guard let mapView, let findPlaces, let addressSearch, let locator else { return }
    let transcript = environment.transcript
    switch command {
    case .help:
      transcript.line(ShellCommand.helpText)
    case .category(let name):
      guard let category = Self.category(named: name, in: findPlaces.categories) else {
        let names = findPlaces.categories.map { $0.label.lowercased() }.joined(separator: ", ")
        transcript.line("error: no category '\(name)': choose one of \(names)")
        return
      }
      await findPlaces.selectCategory(category).value
      await findPlaces.waitUntilIdle()
      describeFindPlaces()
    case .search(let text):
      await addressSearch.submit(text).value
      await addressSearch.waitUntilIdle()
      describeAddressSearch()
    case .suggest(let text):
      do {
        let suggestions = try await locator.suggest(forSearchText: text, parameters: SuggestParameters())
        transcript.line(
          suggestions.isEmpty ? "no suggestions" : suggestions.map { "- \($0.label)" }.joined(separator: "\n"))
      } catch {
        transcript.line("error: \(ExampleContext.message(for: error))")
      }
    case .tap(let x, let y):
      mapView.tap(at: CGPoint(x: x, y: y))
      await findPlaces.waitUntilIdle()
      if let callout = findPlaces.callout {
        transcript.line("callout: \(callout.text.replacingOccurrences(of: "\n", with: " / "))")
      } else {
        transcript.line("no marker there: callout hidden")
      }
    case .pan(let dx, let dy):
      mapView.pan(by: CGSize(width: dx, height: dy))
      transcript.line("map: \(environment.describe(mapView))")
    case .zoom(let factor):
      mapView.pinch(scale: factor, around: CGPoint(x: mapView.viewSize.width / 2, y: mapView.viewSize.height / 2))
      transcript.line("map: \(environment.describe(mapView))")
    case .state:
      transcript.line("map: \(environment.describe(mapView))")
      describeFindPlaces()
      describeAddressSearch()
    case .snapshot(let path):
      environment.snapshots.write(toFile: path, mapView: mapView)
    case .quit:
      break
    }
  }

  private func describeFindPlaces() {
    guard let state = findPlaces?.state else { return }
    let transcript = environment.transcript
    transcript.line("find places: \(state.category?.label ?? "no category"), \(counted(state.places.count, "place"))")
    for place in state.places.prefix(10) {
      let point = mapView?.screenPoint(fromLocation: place.location).map(environment.screen) ?? "off screen"
      transcript.line("- \(place.name) — \(place.address ?? "no address provided") at \(point)")
    }
    if let message = state.message { transcript.line("message: \(message)") }
  }

  private func describeAddressSearch() {
    guard let state = addressSearch?.state else { return }
    let transcript = environment.transcript
    switch state.status {
    case .none: transcript.line("address search: none" + (state.message.map { " (\($0))" } ?? ""))
    case .result(let label, let location):
      transcript.line("address search: \(label) at \(environment.geographic(location))")
    }
  }

  /// The category whose label starts with the name, ignoring case ("coffee" is "Coffee shop").
  static func category(named name: String, in categories: [PlaceCategory]) -> PlaceCategory? {
    let wanted = name.lowercased()
    return categories.first { $0.label.lowercased() == wanted }
      ?? categories.first { $0.label.lowercased().hasPrefix(wanted) }
      ?? categories.first { $0.label.lowercased().contains(wanted) }
  }
}
