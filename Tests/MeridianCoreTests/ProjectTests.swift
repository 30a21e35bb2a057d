import Testing

@testable import MeridianCore

@Suite("Project") struct ProjectTests {
  @Test("The antimeridian maps to half the Web Mercator world width, πR")
  func antimeridian() throws {
    // Hand-worked: x = R·λ with R = 6,378,137 m and λ = π gives 20,037,508.342789244 m (the EPSG:3857 bound).
    let p = try GeometryEngine.project(Point(latitude: 0, longitude: 180), into: .webMercator)
    #expect(abs(p.x - 20_037_508.342789244) < 1e-6)
    #expect(abs(p.y) < 1e-9)
  }
}
