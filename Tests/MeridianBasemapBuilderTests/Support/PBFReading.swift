import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Reads hand-made blocks after a valid header blob.
func readBlocks(_ blocks: [[UInt8]]) throws(OpenStreetMapReadError) -> OSMExtract {
  try OSMExtract(pbf: PBFWriter.file(blocks: blocks))
}

/// The error that reading `bytes` throws; an issue when they read.
func readFailure(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> OpenStreetMapReadError? {
  do {
    let extract = try OSMExtract(pbf: bytes)
    Issue.record("read \(extract.nodes.count) nodes; expected an error", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// The error that reading hand-made blocks after a valid header blob throws; an issue when they read.
func blocksFailure(_ blocks: [[UInt8]], sourceLocation: SourceLocation = #_sourceLocation) -> OpenStreetMapReadError? {
  readFailure(PBFWriter.file(blocks: blocks), sourceLocation: sourceLocation)
}
