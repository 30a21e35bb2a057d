import Meridian

/// The flows each example runs, in order.
@MainActor
enum ExampleFlows {
  /// Runs the flows of an example: one flow for a single example, the
  /// five app flows then cluster places and spatial analysis (offline) for the demo, or the shell.
  static func run(_ example: ExampleName, context: ExampleContext) async throws {
    let environment = FlowEnvironment(context: context)
    if let snapshot = context.options.snapshot {
      try await SnapshotCommand.run(snapshot, environment: environment)
      return
    }
    let flows = context.options.interactive ? [] : scriptedFlows(example, options: context.options)
    // The first heading goes out before the sample data load, so a run says at once what it does.
    if let first = flows.first { context.transcript.heading(first.title) }
    // Every map shows the offline basemap; all but these two flows search the embedded locator too.
    let searchesLocator = ![.displayMap, .clusterPlaces, .spatialAnalysis].contains(example)
    try await environment.prepareSampleData(locator: searchesLocator)
    // The app's one offline setting: a map of an online style draws the offline basemap. An app sets
    // `MeridianEnvironment.offlineBasemap` once; the examples scope it to the run, as tests run them
    // side by side in one process.
    try await MeridianEnvironment.withOfflineBasemap(environment.offlineBasemap()) {
      if context.options.interactive {
        try await DemoShell(environment: environment).run()
        return
      }
      for (index, flow) in flows.enumerated() {
        if index > 0 { context.transcript.heading(flow.title) }
        try await run(flow: flow, environment: environment)
      }
    }
  }

  /// The flows a scripted run goes through, in order: the example's own, or the demo's five app flows
  /// (those that search, with `--nominatim`) then, offline, cluster places and spatial analysis, which
  /// need only the bundled data.
  static func scriptedFlows(_ example: ExampleName, options: ExampleOptions) -> [ExampleName] {
    let searching: [ExampleName] = [.findPlaces, .searchAddress, .findPlace]
    let all = example == .demo ? ExampleName.flows : [example]
    let flows = options.nominatimURL == nil ? all : all.filter(searching.contains)
    let offline = !options.online && options.nominatimURL == nil
    return example == .demo && offline ? flows + [.clusterPlaces, .spatialAnalysis] : flows
  }

  private static func run(flow: ExampleName, environment: FlowEnvironment) async throws {
    switch flow {
    case .findPlaces: try await FindPlacesFlow.run(environment)
    case .searchAddress: try await SearchAddressFlow.run(environment)
    case .findPlace: try await FindPlaceFlow.run(environment)
    case .offlineGeocode: try await OfflineGeocodeFlow.run(environment)
    case .displayMap: try await DisplayMapFlow.run(environment)
    case .clusterPlaces: try await ClusterPlacesFlow.run(environment)
    case .spatialAnalysis: try await SpatialAnalysisFlow.run(environment)
    case .demo: break
    }
  }
}
