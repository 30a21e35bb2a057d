import Foundation

// The inverse problem: the driver that picks the meridian, equatorial, short-line or Newton case.

extension Geodesic {
  /// Solves the inverse problem: the shortest geodesic between two points given in degrees.
  ///
  /// Latitudes must lie in -90...90 (the caller validates them); longitudes may be any finite value.
  func inverse(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> Inverse {
    solveInverse(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2, distanceOnly: false)
  }

  /// The length in metres of the shortest geodesic between two points given in degrees.
  ///
  /// The same solution as ``inverse(lat1:lon1:lat2:lon2:)`` without the azimuths and the area: for
  /// callers that measure many distances (the offline reverse geocoder). It allocates nothing.
  /// Latitudes must lie in -90...90 (the caller validates them); longitudes may be any finite value.
  package func distance(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> Double {
    solveInverse(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2, distanceOnly: true).s12
  }

  /// The inverse problem; with `distanceOnly`, the azimuths and the area are left NaN.
  @inline(__always)
  private func solveInverse(
    lat1 latitude1: Double, lon1: Double, lat2 latitude2: Double, lon2: Double, distanceOnly: Bool
  ) -> Inverse {
    var (lon12, lon12s) = GeodesicMath.angDiff(lon1, lon2)
    var lonsign: Double = lon12 >= 0 ? 1 : -1
    lon12 = lonsign * GeodesicMath.angRound(lon12)
    lon12s = GeodesicMath.angRound((180 - lon12) - lonsign * lon12s)
    let lam12 = lon12 * .pi / 180
    var slam12: Double
    var clam12: Double
    if lon12 > 90 {
      (slam12, clam12) = GeodesicMath.sincosd(lon12s)
      clam12 = -clam12
    } else {
      (slam12, clam12) = GeodesicMath.sincosd(lon12)
    }
    var lat1 = GeodesicMath.angRound(latitude1)
    var lat2 = GeodesicMath.angRound(latitude2)
    let swapp: Double = abs(lat1) < abs(lat2) ? -1 : 1
    if swapp < 0 {
      lonsign *= -1
      swap(&lat1, &lat2)
    }
    let latsign: Double = lat1 < 0 ? 1 : -1
    lat1 *= latsign
    lat2 *= latsign

    var (sbet1, cbet1) = GeodesicMath.sincosd(lat1)
    (sbet1, cbet1) = GeodesicMath.norm(sbet1 * f1, cbet1)
    cbet1 = Swift.max(GeodesicMath.tiny, cbet1)
    var (sbet2, cbet2) = GeodesicMath.sincosd(lat2)
    (sbet2, cbet2) = GeodesicMath.norm(sbet2 * f1, cbet2)
    cbet2 = Swift.max(GeodesicMath.tiny, cbet2)
    if cbet1 < -sbet1 {
      if cbet2 == cbet1 { sbet2 = sbet2 < 0 ? sbet1 : -sbet1 }
    } else if abs(sbet2) == -sbet1 {
      cbet2 = cbet1
    }
    let dn1 = (1 + ep2 * sbet1 * sbet1).squareRoot()
    let dn2 = (1 + ep2 * sbet2 * sbet2).squareRoot()

    var salp1 = 0.0
    var calp1 = 0.0
    var salp2 = 0.0
    var calp2 = 0.0
    var s12x = 0.0
    var sig12 = 0.0
    var omg12 = 0.0
    var somg12 = 2.0
    var comg12 = 0.0
    var meridian = lat1 == -90 || slam12 == 0
    if meridian {
      calp1 = clam12
      salp1 = slam12
      calp2 = 1
      salp2 = 0
      let ssig1 = sbet1
      let csig1 = calp1 * cbet1
      let ssig2 = sbet2
      let csig2 = calp2 * cbet2
      sig12 = atan2(Swift.max(0, csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
      let (s, m) = lengths(
        eps: n, sig12: sig12, ssig1: ssig1, csig1: csig1, dn1: dn1, ssig2: ssig2, csig2: csig2, dn2: dn2,
        reducedLength: true)
      if sig12 < 1 || m >= 0 {
        s12x = (sig12 < 3 * GeodesicMath.tiny || (sig12 < Self.tol0 && (s < 0 || m < 0))) ? 0 : s * b
        if s12x == 0 { sig12 = 0 }
      } else {
        meridian = false
      }
    }
    if !meridian && sbet1 == 0 && (f <= 0 || lon12s >= f * 180) {
      // Along the equator.
      calp1 = 0
      calp2 = 0
      salp1 = 1
      salp2 = 1
      s12x = a * lam12
      sig12 = lam12 / f1
      omg12 = sig12
    } else if !meridian {
      let start = inverseStart(
        sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2, lam12: lam12, slam12: slam12,
        clam12: clam12)
      sig12 = start.sig12
      salp1 = start.salp1
      calp1 = start.calp1
      if sig12 >= 0 {
        salp2 = start.salp2
        calp2 = start.calp2
        s12x = sig12 * b * start.dnm
        omg12 = lam12 / (f1 * start.dnm)
      } else {
        // Newton's method on lambda12(alp1) - lam12 = 0, kept inside a bracket of the root.
        var numit = 0
        var tripn = false
        var tripb = false
        var salp1a = GeodesicMath.tiny
        var calp1a = 1.0
        var salp1b = GeodesicMath.tiny
        var calp1b = -1.0
        var h = Hybrid()
        while numit < Self.maxit2 {
          // The derivative is found only for a step (not on the converged pass, which ends the loop).
          h = lambda12(
            sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2, salp1: salp1, calp1: calp1,
            slam120: slam12, clam120: clam12)
          let v = h.lam12
          if tripb || !(abs(v) >= (tripn ? 8 : 1) * Self.tol0) { break }
          if numit + 1 < Self.maxit1 {
            h.dlam12 = lambda12Derivative(h, sbet1: sbet1, dn1: dn1, cbet2: cbet2, dn2: dn2)
          }
          if v > 0 && (numit > Self.maxit1 || calp1 / salp1 > calp1b / salp1b) {
            salp1b = salp1
            calp1b = calp1
          } else if v < 0 && (numit > Self.maxit1 || calp1 / salp1 < calp1a / salp1a) {
            salp1a = salp1
            calp1a = calp1
          }
          numit += 1
          if numit < Self.maxit1 && h.dlam12 > 0 {
            let dalp1 = -v / h.dlam12
            let sdalp1 = sin(dalp1)
            let cdalp1 = cos(dalp1)
            let nsalp1 = salp1 * cdalp1 + calp1 * sdalp1
            if nsalp1 > 0 && abs(dalp1) < .pi {
              calp1 = calp1 * cdalp1 - salp1 * sdalp1
              salp1 = nsalp1
              (salp1, calp1) = GeodesicMath.norm(salp1, calp1)
              tripn = abs(v) <= 16 * Self.tol0
              continue
            }
          }
          salp1 = (salp1a + salp1b) / 2
          calp1 = (calp1a + calp1b) / 2
          (salp1, calp1) = GeodesicMath.norm(salp1, calp1)
          tripn = false
          tripb =
            abs(salp1a - salp1) + (calp1a - calp1) < Self.tolb || abs(salp1 - salp1b) + (calp1 - calp1b) < Self.tolb
        }
        salp2 = h.salp2
        calp2 = h.calp2
        sig12 = h.sig12
        s12x =
          lengths(
            eps: h.eps, sig12: h.sig12, ssig1: h.ssig1, csig1: h.csig1, dn1: dn1, ssig2: h.ssig2, csig2: h.csig2,
            dn2: dn2, reducedLength: false
          ).s12b * b
        // omg12 = lam12 - domg12.
        let correction = h.domg12
        let sd = sin(correction)
        let cd = cos(correction)
        somg12 = slam12 * cd - clam12 * sd
        comg12 = clam12 * cd + slam12 * sd
      }
    }

    if distanceOnly { return Inverse(s12: 0 + s12x, azi1: .nan, azi2: .nan, area: .nan) }
    let area =
      polygonEdgeArea(
        salp1: salp1, calp1: calp1, salp2: salp2, calp2: calp2, sbet1: sbet1, cbet1: cbet1, sbet2: sbet2,
        cbet2: cbet2, meridian: meridian, somg12: somg12, comg12: comg12, omg12: omg12)
      * swapp * lonsign * latsign + 0

    if swapp < 0 {
      swap(&salp1, &salp2)
      swap(&calp1, &calp2)
    }
    salp1 *= swapp * lonsign
    calp1 *= swapp * latsign
    salp2 *= swapp * lonsign
    calp2 *= swapp * latsign
    return Inverse(
      s12: 0 + s12x, azi1: GeodesicMath.atan2d(salp1, calp1), azi2: GeodesicMath.atan2d(salp2, calp2), area: area)
  }
}
