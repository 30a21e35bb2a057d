import Foundation

// The inverse problem's starting guess for Newton's method (Karney 2013, §4 and §5).

extension Geodesic {
  /// The starting guess for Newton's method (Karney 2013, §4 and §5), for an oblate ellipsoid.
  /// When the line is short enough to solve directly, also returns sig12 ≥ 0 with alp2 and dnm.
  func inverseStart(
    sbet1: Double, cbet1: Double, dn1: Double, sbet2: Double, cbet2: Double, dn2: Double, lam12: Double,
    slam12: Double, clam12: Double
  ) -> (sig12: Double, salp1: Double, calp1: Double, salp2: Double, calp2: Double, dnm: Double) {
    var sig12 = -1.0
    var salp2 = Double.nan
    var calp2 = Double.nan
    var dnm = Double.nan
    let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
    let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
    var sbet12a = sbet2 * cbet1
    sbet12a += cbet2 * sbet1
    let shortline = cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5
    var somg12: Double
    var comg12: Double
    if shortline {
      var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
      sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
      dnm = (1 + ep2 * sbetm2).squareRoot()
      let omg12 = lam12 / (f1 * dnm)
      somg12 = sin(omg12)
      comg12 = cos(omg12)
    } else {
      somg12 = slam12
      comg12 = clam12
    }
    var salp1 = cbet2 * somg12
    var calp1 =
      comg12 >= 0
      ? sbet12 + cbet2 * sbet1 * somg12 * somg12 / (1 + comg12)
      : sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
    let ssig12 = GeodesicMath.hypot(salp1, calp1)
    let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12
    if shortline && ssig12 < etol2 {
      salp2 = cbet1 * somg12
      calp2 = sbet12 - cbet1 * sbet2 * (comg12 >= 0 ? somg12 * somg12 / (1 + comg12) : 1 - comg12)
      (salp2, calp2) = GeodesicMath.norm(salp2, calp2)
      sig12 = atan2(ssig12, csig12)
    } else if abs(n) >= 0.1 || csig12 >= 0 || ssig12 >= 6 * abs(n) * .pi * cbet1 * cbet1 {
      // The zeroth-order spherical estimate is good enough.
    } else {
      // Nearly antipodal: scale to the astroid's coordinates (eqs. 53–54) and solve eq. 55.
      let lam12x = atan2(-slam12, -clam12)
      let k2 = sbet1 * sbet1 * ep2
      let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
      let lamscale = f * cbet1 * a3(eps) * .pi
      let betscale = lamscale * cbet1
      let x = lam12x / lamscale
      let y = sbet12a / betscale
      if y > -Self.tol1 && x > -1 - Self.xthresh {
        salp1 = Swift.min(1.0, -x)
        calp1 = -(1 - salp1 * salp1).squareRoot()
      } else {
        let k = Self.astroid(x, y)
        let omg12a = lamscale * (-x * k / (1 + k))
        somg12 = sin(omg12a)
        comg12 = -cos(omg12a)
        salp1 = cbet2 * somg12
        calp1 = sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
      }
    }
    if !(salp1 <= 0) {
      (salp1, calp1) = GeodesicMath.norm(salp1, calp1)
    } else {
      salp1 = 1
      calp1 = 0
    }
    return (sig12, salp1, calp1, salp2, calp2, dnm)
  }
}
