import Foundation
import Meridian

/// The `cluster` suite: ``ClusterIndex`` builds and queries on the supercluster peer's data sets
/// (`../shared/peers/supercluster/bench_supercluster.sh`), with the peer's options.
func runClusterSuite(_ bench: inout Bench) async throws {
  let sets: [(label: String, points: () throws -> [Point])] = [
    ("geonames170k", ClusterData.geonames), ("100k", { ClusterData.random(100_000) }),
    ("1m", { ClusterData.random(1_000_000) }),
  ]
  let only = ProcessInfo.processInfo.environment["MERIDIAN_CLUSTER_SETS"].map {
    $0.split(separator: ",").map(String.init)
  }
  for set in sets where only?.contains(set.label) ?? true {
    let points = try set.points()
    var builds: [Double] = []
    var cpu: [Double] = []
    var index: ClusterIndex?
    for _ in 0..<5 {
      index = nil
      let start = Bench.processCPUSeconds()
      builds.append(try Bench.seconds { index = try ClusterIndex(points: points, options: ClusterData.options) })
      cpu.append(Bench.processCPUSeconds() - start)
    }
    bench.report("cluster.build_\(set.label)_s", value: Bench.percentile(builds, 0.5), unit: "s", n: points.count)
    bench.report("cluster.build_\(set.label)_cpu_s", value: Bench.percentile(cpu, 0.5), unit: "s", n: points.count)
    if let index {
      bench.report("cluster.index_bytes_\(set.label)", value: Double(index.byteCount), unit: "bytes", n: points.count)
      for zoom in [0, 2, 6, 10, 14] {
        let items = try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: zoom).count
        bench.report("cluster.items_\(set.label)_z\(zoom)", value: Double(items), unit: "count", n: 1)
      }
    }
  }
}
