// Each example's `main.swift` is one line that calls its `run(arguments:output:)` and exits with the
// status it returns; tests call the same functions in-process.

/// The find-places example (`swift run find-places`).
@MainActor
public enum FindPlacesExample {
  /// Runs the example in-process, as its executable does.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and error lines go.
  /// - Returns: The exit status: 0, 64 for a bad command line, 1 when a flow failed.
  public static func run(arguments: [String], output: any TranscriptSink) async -> Int32 {
    await ExampleRunner.run(.findPlaces, arguments: arguments, output: output)
  }
}

/// The search-for-an-address example (`swift run search-address`).
@MainActor
public enum SearchAddressExample {
  /// Runs the example in-process, as its executable does.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and error lines go.
  /// - Returns: The exit status: 0, 64 for a bad command line, 1 when a flow failed.
  public static func run(arguments: [String], output: any TranscriptSink) async -> Int32 {
    await ExampleRunner.run(.searchAddress, arguments: arguments, output: output)
  }
}

/// The find-place example (`swift run find-place`).
@MainActor
public enum FindPlaceExample {
  /// Runs the example in-process, as its executable does.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and error lines go.
  /// - Returns: The exit status: 0, 64 for a bad command line, 1 when a flow failed.
  public static func run(arguments: [String], output: any TranscriptSink) async -> Int32 {
    await ExampleRunner.run(.findPlace, arguments: arguments, output: output)
  }
}

/// The offline-geocode example (`swift run offline-geocode`).
@MainActor
public enum OfflineGeocodeExample {
  /// Runs the example in-process, as its executable does.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and error lines go.
  /// - Returns: The exit status: 0, 64 for a bad command line, 1 when a flow failed.
  public static func run(arguments: [String], output: any TranscriptSink) async -> Int32 {
    await ExampleRunner.run(.offlineGeocode, arguments: arguments, output: output)
  }
}

/// The display-a-map example (`swift run display-map`).
@MainActor
public enum DisplayMapExample {
  /// Runs the example in-process, as its executable does.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and error lines go.
  /// - Returns: The exit status: 0, 64 for a bad command line, 1 when a flow failed.
  public static func run(arguments: [String], output: any TranscriptSink) async -> Int32 {
    await ExampleRunner.run(.displayMap, arguments: arguments, output: output)
  }
}

/// The cluster-places example (`swift run cluster-places`).
@MainActor
public enum ClusterPlacesExample {
  /// Runs the example in-process, as its executable does.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and error lines go.
  /// - Returns: The exit status: 0, 64 for a bad command line, 1 when a flow failed.
  public static func run(arguments: [String], output: any TranscriptSink) async -> Int32 {
    await ExampleRunner.run(.clusterPlaces, arguments: arguments, output: output)
  }
}

/// The spatial-analysis example (`swift run spatial-analysis`).
@MainActor
public enum SpatialAnalysisExample {
  /// Runs the example in-process, as its executable does.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and error lines go.
  /// - Returns: The exit status: 0, 64 for a bad command line, 1 when a flow failed.
  public static func run(arguments: [String], output: any TranscriptSink) async -> Int32 {
    await ExampleRunner.run(.spatialAnalysis, arguments: arguments, output: output)
  }
}

/// The demo: the five app flows, then cluster places and spatial analysis offline (`swift run meridian-demo`).
@MainActor
public enum MeridianDemo {
  /// Runs the demo in-process, as its executable does.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and error lines go.
  /// - Returns: The exit status: 0, 64 for a bad command line, 1 when a flow failed.
  public static func run(arguments: [String], output: any TranscriptSink) async -> Int32 {
    await ExampleRunner.run(.demo, arguments: arguments, output: output)
  }
}
