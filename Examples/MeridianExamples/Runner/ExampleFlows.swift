import Meridian

/// The flows each example runs, in order.
@MainActor
enum ExampleFlows {
  /// Runs the flows of an example: one flow for a single example, all five for the demo, or the shell.
  static func run(_ example: ExampleName, context: ExampleContext) async throws {
    let environment = FlowEnvironment(context: context)
    if let snapshot = context.options.snapshot {
      try await SnapshotCommand.run(snapshot, environment: environment)
      return
    }
    // Every map shows the offline basemap; all but these two flows search the embedded locator too.
    let searchesLocator = ![.displayMap, .clusterPlaces].contains(example)
    try await environment.prepareSampleData(locator: searchesLocator)
    // The app's one offline setting: a map of an online style draws the offline basemap. An app sets
    // `MeridianEnvironment.offlineBasemap` once; the examples scope it to the run, as tests run them
    // side by side in one process.
    try await MeridianEnvironment.withOfflineBasemap(environment.offlineBasemap()) {
      try await runFlows(example, context: context, environment: environment)
    }
  }

  private static func runFlows(
    _ example: ExampleName, context: ExampleContext, environment: FlowEnvironment
  ) async throws {
    if context.options.interactive {
      try await DemoShell(environment: environment).run()
      return
    }
    let searching: [ExampleName] = [.findPlaces, .searchAddress, .findPlace]
    let all = example == .demo ? ExampleName.flows : [example]
    let flows = context.options.nominatimURL == nil ? all : all.filter(searching.contains)
    for flow in flows {
      context.transcript.heading(flow.title)
      try await run(flow: flow, environment: environment)
    }
    // Clustering runs on the bundled data alone, so only the offline demo adds it.
    if example == .demo, !context.options.online, context.options.nominatimURL == nil {
      context.transcript.heading(ExampleName.clusterPlaces.title)
      try await ClusterPlacesFlow.run(environment)
    }
  }

  private static func run(flow: ExampleName, environment: FlowEnvironment) async throws {
    switch flow {
    case .findPlaces: try await FindPlacesFlow.run(environment)
    case .searchAddress: try await SearchAddressFlow.run(environment)
    case .findPlace: try await FindPlaceFlow.run(environment)
    case .offlineGeocode: try await OfflineGeocodeFlow.run(environment)
    case .displayMap: try await DisplayMapFlow.run(environment)
    case .clusterPlaces: try await ClusterPlacesFlow.run(environment)
    case .demo: break
    }
  }
}
