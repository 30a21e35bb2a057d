import Foundation

extension Geodesic {
  /// The solution of a direct problem: where a geodesic of a given length and azimuth ends.
  struct Direct {
    /// The end point's latitude and longitude in degrees.
    var lat2: Double
    var lon2: Double
    /// The forward azimuth at the end point in degrees.
    var azi2: Double
  }

  /// Solves the direct problem (Karney 2013, §3): from a point, an azimuth and a distance in metres.
  ///
  /// The distance is converted to an arc length on the auxiliary sphere with the reverted series C′₁
  /// (eq. 21), accurate for |f| ≤ 1/100 without a Newton step.
  func direct(lat1: Double, lon1: Double, azi1: Double, s12: Double) -> Direct {
    let (salp1, calp1) = GeodesicMath.sincosd(GeodesicMath.angRound(azi1))
    var (sbet1, cbet1) = GeodesicMath.sincosd(GeodesicMath.angRound(lat1))
    (sbet1, cbet1) = GeodesicMath.norm(sbet1 * f1, cbet1)
    cbet1 = Swift.max(GeodesicMath.tiny, cbet1)
    let salp0 = salp1 * cbet1
    let calp0 = hypot(calp1, salp1 * sbet1)
    let somg1 = salp0 * sbet1
    let csig1Raw = sbet1 != 0 || calp1 != 0 ? cbet1 * calp1 : 1
    let comg1 = csig1Raw
    let (ssig1, csig1) = GeodesicMath.norm(sbet1, csig1Raw)
    let k2 = calp0 * calp0 * ep2
    let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)

    let a1m1 = Self.a1m1(eps)
    let c1a = Self.c1(eps)
    let b11 = GeodesicMath.sinCosSeries(sine: true, ssig1, csig1, c1a)
    let stau1 = ssig1 * cos(b11) + csig1 * sin(b11)
    let ctau1 = csig1 * cos(b11) - ssig1 * sin(b11)
    let c1pa = Self.c1p(eps)
    let c3a = c3(eps)
    let a3c = -f * salp0 * a3(eps)
    let b31 = GeodesicMath.sinCosSeries(sine: true, ssig1, csig1, c3a)

    let tau12 = s12 / (b * (1 + a1m1))
    let s = sin(tau12)
    let c = cos(tau12)
    let b12 = -GeodesicMath.sinCosSeries(sine: true, stau1 * c + ctau1 * s, ctau1 * c - stau1 * s, c1pa)
    let sig12 = tau12 - (b12 - b11)
    let ssig12 = sin(sig12)
    let csig12 = cos(sig12)
    let ssig2 = ssig1 * csig12 + csig1 * ssig12
    var csig2 = csig1 * csig12 - ssig1 * ssig12
    let sbet2 = calp0 * ssig2
    var cbet2 = hypot(salp0, calp0 * csig2)
    if cbet2 == 0 {
      cbet2 = GeodesicMath.tiny
      csig2 = GeodesicMath.tiny
    }
    let salp2 = salp0
    let calp2 = calp0 * csig2
    let somg2 = salp0 * ssig2
    let comg2 = csig2
    let omg12 = atan2(somg2 * comg1 - comg2 * somg1, comg2 * comg1 + somg2 * somg1)
    let lam12 = omg12 + a3c * (sig12 + (GeodesicMath.sinCosSeries(sine: true, ssig2, csig2, c3a) - b31))
    let lon12 = lam12 * 180 / .pi
    let lon2 = GeodesicMath.angNormalize(GeodesicMath.angNormalize(lon1) + GeodesicMath.angNormalize(lon12))
    return Direct(
      lat2: GeodesicMath.atan2d(sbet2, f1 * cbet2), lon2: lon2, azi2: GeodesicMath.atan2d(salp2, calp2))
  }
}
