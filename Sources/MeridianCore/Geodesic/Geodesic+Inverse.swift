import Foundation

extension Geodesic {
  /// The starting guess for Newton's method (Karney 2013, §4 and §5), for an oblate ellipsoid.
  /// When the line is short enough to solve directly, also returns sig12 ≥ 0 with alp2 and dnm.
  private func inverseStart(
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
    let ssig12 = hypot(salp1, calp1)
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

  /// The state of the hybrid problem for a trial azimuth alp1 (eqs. 5–11 and 23).
  private struct Hybrid {
    var lam12 = 0.0, salp2 = 0.0, calp2 = 0.0, sig12 = 0.0
    var ssig1 = 0.0, csig1 = 0.0, ssig2 = 0.0, csig2 = 0.0
    var eps = 0.0, domg12 = 0.0, dlam12 = Double.nan
  }

  /// Solves the hybrid problem: the longitude difference reached from (bet1, alp1) at latitude bet2.
  private func lambda12(
    sbet1: Double, cbet1: Double, dn1: Double, sbet2: Double, cbet2: Double, dn2: Double, salp1: Double,
    calp1 calp1In: Double, slam120: Double, clam120: Double, derivative: Bool
  ) -> Hybrid {
    var h = Hybrid()
    let calp1 = (sbet1 == 0 && calp1In == 0) ? -GeodesicMath.tiny : calp1In
    let salp0 = salp1 * cbet1
    let calp0 = hypot(calp1, salp1 * sbet1)
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
    if derivative {
      if h.calp2 == 0 {
        h.dlam12 = -2 * f1 * dn1 / sbet1
      } else {
        let m12b = lengths(
          eps: h.eps, sig12: h.sig12, ssig1: h.ssig1, csig1: h.csig1, dn1: dn1, ssig2: h.ssig2, csig2: h.csig2,
          dn2: dn2, reducedLength: true
        ).m12b
        h.dlam12 = m12b * f1 / (h.calp2 * cbet2)
      }
    }
    return h
  }

  /// Solves the inverse problem: the shortest geodesic between two points given in degrees.
  ///
  /// Latitudes must lie in -90...90 (the caller validates them); longitudes may be any finite value.
  func inverse(lat1 latitude1: Double, lon1: Double, lat2 latitude2: Double, lon2: Double) -> Inverse {
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
          h = lambda12(
            sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2, salp1: salp1, calp1: calp1,
            slam120: slam12, clam120: clam12, derivative: numit < Self.maxit1)
          let v = h.lam12
          if tripb || !(abs(v) >= (tripn ? 8 : 1) * Self.tol0) { break }
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

  /// The area between the geodesic and the equator (Karney 2013, eqs. 58–62), before the sign fix-ups.
  private func polygonEdgeArea(
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
