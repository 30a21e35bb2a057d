/// The series expansions of the geodesic integrals to sixth order in the third flattening, from
/// Karney (2013), eqs. (17)–(18), (24), (42)–(43) and (59)–(60), with coefficients as published in the
/// paper's supplementary data (the same ones GeographicLib uses).
extension Geodesic {
  static let order = 6

  /// A₁ − 1 as a function of ε (eq. 17).
  static func a1m1(_ eps: Double) -> Double {
    let coeff: [Double] = [1, 4, 64, 0, 256]
    let t = GeodesicMath.polyval(3, coeff, 0, eps * eps) / coeff[4]
    return (t + eps) / (1 - eps)
  }

  /// The coefficients C₁ₗ, l = 1...6 (eq. 18); index 0 is unused.
  static func c1(_ eps: Double) -> GeodesicSeries {
    let coeff: [Double] = [
      -1, 6, -16, 32, -9, 64, -128, 2048, 9, -16, 768, 3, -5, 512, -7, 1280, -7, 2048,
    ]
    return evenSeries(coeff, eps)
  }

  /// The coefficients C′₁ₗ of the reverted series (eq. 21); index 0 is unused.
  static func c1p(_ eps: Double) -> GeodesicSeries {
    let coeff: [Double] = [
      205, -432, 768, 1536, 4005, -4736, 3840, 12288, -225, 116, 384, -7173, 2695, 7680, 3467, 7680, 38081, 61440,
    ]
    return evenSeries(coeff, eps)
  }

  /// A₂ − 1 (eq. 42).
  static func a2m1(_ eps: Double) -> Double {
    let coeff: [Double] = [-11, -28, -192, 0, 256]
    let t = GeodesicMath.polyval(3, coeff, 0, eps * eps) / coeff[4]
    return (t - eps) / (1 + eps)
  }

  /// The coefficients C₂ₗ (eq. 43); index 0 is unused.
  static func c2(_ eps: Double) -> GeodesicSeries {
    let coeff: [Double] = [1, 2, 16, 32, 35, 64, 384, 2048, 15, 80, 768, 7, 35, 512, 63, 1280, 77, 2048]
    return evenSeries(coeff, eps)
  }

  /// Evaluates series whose l-th coefficient is εˡ times a polynomial in ε² over a denominator.
  private static func evenSeries(_ coeff: [Double], _ eps: Double) -> GeodesicSeries {
    var c = GeodesicSeries(count: order + 1)
    let eps2 = eps * eps
    var d = eps
    var o = 0
    for l in 1...order {
      let m = (order - l) / 2
      c[l] = d * GeodesicMath.polyval(m, coeff, o, eps2) / coeff[o + m + 1]
      o += m + 2
      d *= eps
    }
    return c
  }

  /// The ε-polynomial coefficients of A₃ for the ellipsoid's n (eq. 24).
  static func a3x(n: Double) -> [Double] {
    let coeff: [Double] = [-3, 128, -2, -3, 64, -1, -3, -1, 16, 3, -1, -2, 8, 1, -1, 2, 1, 1]
    var result: [Double] = []
    var o = 0
    for j in stride(from: order - 1, through: 0, by: -1) {
      let m = Swift.min(order - j - 1, j)
      result.append(GeodesicMath.polyval(m, coeff, o, n) / coeff[o + m + 1])
      o += m + 2
    }
    return result
  }

  /// The ε-polynomial coefficients of C₃ₗ for the ellipsoid's n (eq. 25).
  static func c3x(n: Double) -> [Double] {
    let coeff: [Double] = [
      3, 128, 2, 5, 128, -1, 3, 3, 64, -1, 0, 1, 8, -1, 1, 4, 5, 256, 1, 3, 128, -3, -2, 3, 64, 1, -3, 2, 32,
      7, 512, -10, 9, 384, 5, -9, 5, 192, 7, 512, -14, 7, 512, 21, 2560,
    ]
    var result: [Double] = []
    var o = 0
    for l in 1..<order {
      for j in stride(from: order - 1, through: l, by: -1) {
        let m = Swift.min(order - j - 1, j)
        result.append(GeodesicMath.polyval(m, coeff, o, n) / coeff[o + m + 1])
        o += m + 2
      }
    }
    return result
  }

  /// The ε-polynomial coefficients of C₄ₗ (area, eq. 59) for the ellipsoid's n.
  static func c4x(n: Double) -> [Double] {
    let coeff: [Double] = [
      97, 15015, 1088, 156, 45045, -224, -4784, 1573, 45045, -10656, 14144, -4576, -858, 45045,
      64, 624, -4576, 6864, -3003, 15015, 100, 208, 572, 3432, -12012, 30030, 45045,
      1, 9009, -2944, 468, 135135, 5792, 1040, -1287, 135135, 5952, -11648, 9152, -2574, 135135,
      -64, -624, 4576, -6864, 3003, 135135, 8, 10725, 1856, -936, 225225, -8448, 4992, -1144, 225225,
      -1440, 4160, -4576, 1716, 225225, -136, 63063, 1024, -208, 105105, 3584, -3328, 1144, 315315,
      -128, 135135, -2560, 832, 405405, 128, 99099,
    ]
    var result: [Double] = []
    var o = 0
    for l in 0..<order {
      for j in stride(from: order - 1, through: l, by: -1) {
        let m = order - j - 1
        result.append(GeodesicMath.polyval(m, coeff, o, n) / coeff[o + m + 1])
        o += m + 2
      }
    }
    return result
  }

  /// A₃(ε).
  func a3(_ eps: Double) -> Double { GeodesicMath.polyval(Self.order - 1, a3x, 0, eps) }

  /// C₃ₗ(ε), l = 1...5; index 0 is unused.
  func c3(_ eps: Double) -> GeodesicSeries {
    var c = GeodesicSeries(count: Self.order)
    var mult = 1.0
    var o = 0
    for l in 1..<Self.order {
      let m = Self.order - l - 1
      mult *= eps
      c[l] = mult * GeodesicMath.polyval(m, c3x, o, eps)
      o += m + 1
    }
    return c
  }

  /// C₄ₗ(ε), l = 0...5.
  func c4(_ eps: Double) -> GeodesicSeries {
    var c = GeodesicSeries(count: Self.order)
    var mult = 1.0
    var o = 0
    for l in 0..<Self.order {
      let m = Self.order - l - 1
      c[l] = mult * GeodesicMath.polyval(m, c4x, o, eps)
      o += m + 1
      mult *= eps
    }
    return c
  }
}
