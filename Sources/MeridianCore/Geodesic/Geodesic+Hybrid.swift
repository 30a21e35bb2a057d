import Foundation

// The hybrid problem that Newton's method solves in the inverse problem (Karney 2013, eqs. 5–11 and 23).

extension Geodesic {
  /// The state of the hybrid problem for a trial azimuth alp1 (eqs. 5–11 and 23).
  struct Hybrid {
    var lam12 = 0.0, salp2 = 0.0, calp2 = 0.0, sig12 = 0.0
    var ssig1 = 0.0, csig1 = 0.0, ssig2 = 0.0, csig2 = 0.0
    var eps = 0.0, domg12 = 0.0, dlam12 = Double.nan
  }

  /// Solves the hybrid problem: the longitude difference reached from (bet1, alp1) at latitude bet2.
  func lambda12(
    sbet1: Double, cbet1: Double, dn1: Double, sbet2: Double, cbet2: Double, dn2: Double, salp1: Double,
    calp1 calp1In: Double, slam120: Double, clam120: Double
  ) -> Hybrid {
    var h = Hybrid()
    let calp1 = (sbet1 == 0 && calp1In == 0) ? -GeodesicMath.tiny : calp1In
    let salp0 = salp1 * cbet1
    let calp0 = GeodesicMath.hypot(calp1, salp1 * sbet1)
    let somg1 = salp0 * sbet1
    let comg1 = calp1 * cbet1
    (h.ssig1, h.csig1) = GeodesicMath.norm(sbet1, calp1 * cbet1)
    h.salp2 = cbet2 != cbet1 ? salp0 / cbet2 : salp1
    h.calp2 =
      cbet2 != cbet1 || abs(sbet2) != -sbet1
      ? ((calp1 * cbet1) * (calp1 * cbet1)
        + (cbet1 < -sbet1 ? (cbet2 - cbet1) * (cbet1 + cbet2) : (sbet1 - sbet2) * (sbet1 + sbet2))).squareRoot()
        / cbet2
      : abs(calp1)
    let somg2 = salp0 * sbet2
    let comg2 = h.calp2 * cbet2
    (h.ssig2, h.csig2) = GeodesicMath.norm(sbet2, h.calp2 * cbet2)
    h.sig12 = atan2(Swift.max(0, h.csig1 * h.ssig2 - h.ssig1 * h.csig2), h.csig1 * h.csig2 + h.ssig1 * h.ssig2)
    let somg12 = Swift.max(0, comg1 * somg2 - somg1 * comg2)
    let comg12 = comg1 * comg2 + somg1 * somg2
    let eta = atan2(somg12 * clam120 - comg12 * slam120, comg12 * clam120 + somg12 * slam120)
    let k2 = calp0 * calp0 * ep2
    h.eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    let c3a = c3(h.eps)
    let b312 =
      GeodesicMath.sinCosSeries(sine: true, h.ssig2, h.csig2, c3a)
      - GeodesicMath.sinCosSeries(sine: true, h.ssig1, h.csig1, c3a)
    h.domg12 = -f * a3(h.eps) * salp0 * (h.sig12 + b312)
    h.lam12 = eta + h.domg12
    return h
  }

  /// The derivative of lambda12 with respect to alp1 at a solved hybrid state (eq. 38, through the
  /// reduced length), for Newton's step; the inverse solver asks for it only when it takes a step.
  func lambda12Derivative(_ h: Hybrid, sbet1: Double, dn1: Double, cbet2: Double, dn2: Double) -> Double {
    guard h.calp2 != 0 else { return -2 * f1 * dn1 / sbet1 }
    let m12b = lengths(
      eps: h.eps, sig12: h.sig12, ssig1: h.ssig1, csig1: h.csig1, dn1: dn1, ssig2: h.ssig2, csig2: h.csig2,
      dn2: dn2, reducedLength: true
    ).m12b
    return m12b * f1 / (h.calp2 * cbet2)
  }
}
