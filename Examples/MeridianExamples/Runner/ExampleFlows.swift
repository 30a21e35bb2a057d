/// The flows each example runs, in order.
@MainActor
enum ExampleFlows {
  /// Runs the flows of an example: one flow for a single example, all five for the demo.
  static func run(_ example: ExampleName, context: ExampleContext) async throws {
    let flows = example == .demo ? ExampleName.flows : [example]
    for flow in flows {
      try await run(flow: flow, context: context)
    }
  }

  private static func run(flow: ExampleName, context: ExampleContext) async throws {
    context.transcript.heading(flow.summary)
    context.transcript.detail("this flow is not available yet: its app model has not landed in MeridianModels")
  }
}
