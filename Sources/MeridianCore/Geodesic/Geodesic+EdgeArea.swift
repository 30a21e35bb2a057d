import Foundation

// The area between one geodesic edge and the equator, for polygon areas (Karney 2013, eqs. 58–62).

extension Geodesic {
  /// The area between the geodesic and the equator (Karney 2013, eqs. 58–62), before the sign fix-ups.
  func polygonEdgeArea(
    salp1: Double, calp1: Double, salp2: Double, calp2: Double, sbet1: Double, cbet1: Double, sbet2: Double,
    cbet2: Double, meridian: Bool, somg12 somg12In: Double, comg12 comg12In: Double, omg12: Double
  ) -> Double {
    let salp0 = salp1 * cbet1
    let calp0 = hypot(calp1, salp1 * sbet1)
    var s12 = 0.0
    if calp0 != 0 && salp0 != 0 {
      let (ssig1, csig1) = GeodesicMath.norm(sbet1, calp1 * cbet1)
      let (ssig2, csig2) = GeodesicMath.norm(sbet2, calp2 * cbet2)
      let k2 = calp0 * calp0 * ep2
      let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
      let a4 = a * a * calp0 * salp0 * e2
      let c4a = c4(eps)
      let b41 = GeodesicMath.sinCosSeries(sine: false, ssig1, csig1, c4a)
      let b42 = GeodesicMath.sinCosSeries(sine: false, ssig2, csig2, c4a)
      s12 = a4 * (b42 - b41)
    }
    var somg12 = somg12In
    var comg12 = comg12In
    if !meridian && somg12 > 1 {
      somg12 = sin(omg12)
      comg12 = cos(omg12)
    }
    let alp12: Double
    if !meridian && comg12 > -0.7071 && sbet2 - sbet1 < 1.75 {
      let domg12 = 1 + comg12
      let dbet1 = 1 + cbet1
      let dbet2 = 1 + cbet2
      alp12 = 2 * atan2(somg12 * (sbet1 * dbet2 + sbet2 * dbet1), domg12 * (sbet1 * sbet2 + dbet1 * dbet2))
    } else {
      var salp12 = salp2 * calp1 - calp2 * salp1
      var calp12 = calp2 * calp1 + salp2 * salp1
      if salp12 == 0 && calp12 < 0 {
        salp12 = GeodesicMath.tiny * calp1
        calp12 = -1
      }
      alp12 = atan2(salp12, calp12)
    }
    return s12 + c2 * alp12
  }
}
