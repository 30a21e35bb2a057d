// Streams made by zlib 1.2.13 through Python 3's `zlib` module, recorded with the recipe of their source
// bytes (the generators in InflateSources.swift, which /tmp/pbf/fixtures.py mirrors in Python):
//
//   c = zlib.compressobj(level, zlib.DEFLATED, wbits, memLevel, strategy); stream = c.compress(src) + c.flush()
//
// The block types, the distance codes used and the longest match and farthest distance were read from
// each stream with a separate pure-Python DEFLATE tracer when the fixtures were recorded.

/// A zlib-made stream and the recipe of its source.
struct ZlibFixture: Sendable {
  let name: String
  /// How the source bytes are made and how they were compressed.
  let recipe: String
  /// The source's size in bytes.
  let size: Int
  /// The compressed stream, base64.
  let base64: String
  /// Whether the stream has the zlib wrapper (RFC 1950) or is raw DEFLATE (wbits < 0).
  var wrapped = true
}

enum ZlibFixtures {
  /// 1 block(s): fixed; 0 distance codes; longest match 0; farthest distance 0.
  static let empty = ZlibFixture(
    name: "empty", recipe: "empty input; zlib.compress(b\"\", 6)", size: 0,
    base64: "eJwDAAAAAAE=")
  /// 2 block(s): stored, stored; 0 distance codes; longest match 0; farthest distance 0.
  static let storedBlocks = ZlibFixture(
    name: "storedBlocks", recipe: "text(seed: 1, words: 300); compressobj(level=0, memLevel=1)", size: 1868,
    base64: """
      eAEATAez+HNxdWFyZSBtYXJrZXQgYmF5IGzDtnlseSBwYXJrIGzDtnlseSB0aGUgdGlsZSBzdHJlZXQgaXNsYW5kIHNxdWFyZSB0
      cmFtCmFuZCBiYXkgbWFwIGhhcmJvdXIgc3RyZWV0IGZlcnJ5IHRyYW0gc2F1bmEgS2F1cHBhdG9yaSBLYXVwcGF0b3JpIG5vZGUg
      dHJhbQpsw7Z5bHkgem9vbSBsw7Z5bHkgbWFya2V0IHdheSBiYXkgSGVsc2lua2kgcGFyayBoYXJib3VyIHN0cmVldCBtYXAgc3Ry
      ZWV0Cm9mIHNhdW5hIEthdXBwYXRvcmkgbm9kZSBtYXAgb2Ygbm9kZSB0aWxlIHNxdWFyZSB0aGUgcGFyayBUw7bDtmzDtm5sYWh0
      aQpzdHJlZXQgbWFwIG9mIGlzbGFuZCBub2RlIFTDtsO2bMO2bmxhaHRpIHpvb20gc2F1bmEgYW5kIG1hcCBiYXkgb2YKc2F1bmEg
      dHJhbSBzcXVhcmUgbWFya2V0IGFuZCB0aGUgb2YgYW5kIGFuZCB0aGUgYW5kIHNhdW5hCndheSBhbmQgSGVsc2lua2kgc3RyZWV0
      IGhhcmJvdXIgd2F5IHRyYW0gS2F1cHBhdG9yaSBoYXJib3VyIEhlbHNpbmtpIG1hcmtldCBzYXVuYQpvZiBLYXVwcGF0b3JpIHNx
      dWFyZSBtYXAgd2F5IGhhcmJvdXIgZmVycnkgd2F5IHRpbGUgdHJhbSB0aGUgc2F1bmEKcmVsYXRpb24gc2F1bmEgc2F1bmEgbMO2
      eWx5IGzDtnlseSBLYXVwcGF0b3JpIG9mIEhlbHNpbmtpIGJheSBub2RlIHRoZSBpc2xhbmQKYmF5IHNxdWFyZSB3YXkgbWFwIHJl
      bGF0aW9uIHpvb20gd2F5IHN0cmVldCB0aGUgS2F1cHBhdG9yaSB0aWxlIHNxdWFyZQppc2xhbmQgaGFyYm91ciBmZXJyeSB0cmFt
      IG5vZGUgd2F5IGZlcnJ5IEthdXBwYXRvcmkgVMO2w7Zsw7ZubGFodGkgaXNsYW5kIHNhdW5hIHRpbGUKbMO2eWx5IEthdXBwYXRv
      cmkgaXNsYW5kIHRpbGUgem9vbSB6b29tIG5vZGUgc3RyZWV0IFTDtsO2bMO2bmxhaHRpIEhlbHNpbmtpIGhhcmJvdXIgZmVycnkK
      dHJhbSBUw7bDtmzDtm5sYWh0aSBzcXVhcmUgc3RyZWV0IHdheSB0aGUgVMO2w7Zsw7ZubGFodGkgcmVsYXRpb24gc3F1YXJlIGJh
      eSBIZWxzaW5raSBub2RlCm9mIG1hcCB6b29tIGhhcmJvdXIgcmVsYXRpb24gc3RyZWV0IGJheSBiYXkgdHJhbSBub2RlIG1hcmtl
      dCBmZXJyeQpzcXVhcmUgVMO2w7Zsw7ZubGFodGkgaGFyYm91ciB0cmFtIGlzbGFuZCBiYXkgb2YgcGFyayB0aGUgc3F1YXJlIGJh
      eSBmZXJyeQpzdHJlZXQgc2F1bmEgcGFyayB6b29tIGFuZCB6b29tIHN0cmVldCBIZWxzaW5raSB6b29tIG5vZGUgZmVycnkgbm9k
      ZQp0aWxlIHRoZSBtYXJrZXQgbWFya2V0IHBhcmsgYmF5IHBhcmsgSGVsc2lua2kgZmVycnkgYmF5IG1hcmtldCBLYXVwcGF0b3Jp
      CmlzbGFuZCBiYXkgbm9kZSBIZWxzaW5raSB0cmFtIHBhcmsgVMO2w7Zsw7ZubGFodGkgbm9kZSBtYXAgYW5kIHJlbGF0aW9uIGhh
      cmJvdXIKYmF5IHpvb20gem9vbSBhbmQgb2Ygbm9kZSB0aWxlIHBhcmsgem9vbSBzdHJlZXQgc2F1bmEgc3RyZWV0ClTDtsO2bMO2
      bmxhaHRpIHN0cmVldCBoYXJib3VyIG9mIHdheSB6b29tIHJlbGF0aW9uIGlzbGFuZCBIZWxzaW5raSB3YXkgc3RyZWV0IEhlbHNp
      bmtpCnNxdWFyZSBvZiBiYXkgaGFyYm91ciBpc2xhbmQgbWFwIHRpbGUgYmF5IG1hcmtldCBIZWxzaW5raSByZWxhdGlvbiB0cmFt
      CnRoZSB0aWxlIHRyYW0gbWFya2V0IHpvb20gdGlsZSBhbmQgcmVsYXRpb24gYW5kIHJlbGF0aW9uIGhhcmJvdXIgbWFwCmFuZCBw
      YXJrIEthdXBwYXRvcmkgcGFyayBzYXVuYSBmZXJyeSB0aWxlIHRpbGUgaGFyYm91ciBmZXJyeSBtYXJrZXQgd2F5Cm9mIHN0cmVl
      dCB6b29tIGhhcmJvdXIgVMO2w7Zsw7ZubGFodGkgdHJhbSBsw7Z5bHkgaGFyYm91ciB0aWxlIHpvb20gdGlsZSBzcXVhcmUKem9v
      bSByZWxhdGlvbiBzYXVuYSBIZWxzaW5raSB0aWxlIHRoZSBiYXkgdGhlIHN0cmVldCBtYXAgVMO2w7Zsw7ZubGFodGkgc2F1bmEK
      AQAA//8yGs+C
      """)
  /// 1 block(s): fixed; 18 distance codes; longest match 19; farthest distance 1054.
  static let fixedHuffman = ZlibFixture(
    name: "fixedHuffman", recipe: "text(seed: 2, words: 200); compressobj(6, strategy=Z_FIXED)", size: 1256,
    base64: """
      eAHLT1NISqxUyEgsSsovLVIoycxJVcjLT0lV8EjNKc7My85UKEgsylYoyUhVSMxLgXCKC0sTiyDKuEqKEnMVilJzEksy8/PAykIO
      bzu8LefwtrycxIySTIRccUlRamoJwtz8NBDKBRoIFIXZD1HEBdeUm1gAdh9cV1pqUVGlAthW78TSgoLEkvwisFnlQFVg14PN5QJp
      Kk4szUsEGwEUgxuZWZwD8klVfn4uijjUfVDPgWzggngdZBdYNch34LBBshnqfrAisBxUAEkJyBQutFABuRbIq8ypRFYJtRtKwV0G
      ci5IA8TvUAtALuICuh8WcmgWQFVBPYtkB8gTEINgOoGGQJ0CUQ0yFaoPzVBY+EKVQ4yBchDhiOIJsOfBoQezDuQTqPHgUAMbiogu
      cCCipiqwV2HGQmIJbCLUFCwOhbgMQoItgnsa4louqKPB9kCNhFsHZ0B0QG0BpwUQA+h/GJsLZj3E6UAZiIEQp6L4GsUsiHJwEgNx
      kUMGJSvBEheQCZJDDVlwuAGluDBTI3oUoSUBSBCDtCNnZ5jNXCDrkBMM2EtgF4OVI7kElLUgMmjhjxQ9yM6Deh/mX7Bx8JwPNgcp
      cUCjBRaoCGPAeRvqU4j/4KUDOBlB8zGEghkPAO+u43M=
      """)
  /// 1 block(s): dynamic; 23 distance codes; longest match 23; farthest distance 7888.
  static let level1 = ZlibFixture(
    name: "level1", recipe: "text(seed: 3, words: 2000); zlib.compress(level=1)", size: 12825,
    base64: """
      eAF1mVFyHLkRRP/nFHMcR/jXF5iNpUKMpUSZosIhH0wX2IsZ+TKrUA3RHxp2A6iszKwCumf08vevny8/7y/+8/3fPx5vT/cvj7e/
      nt7vnx9vf7z+eLt/W7f39+eXp/t/Hj9998e6eHt6ebw/v369v366fXl8u7+/Pb50TJCev788vv5J3Kent7ef96+vfz7d//n48e3b
      4/317dn339/fnlY+AdzIU5m/P358fTj1++ene0DBYF0CxYb7dXETR+WEtXhFG/R2aDRqpbOspbd/PL18f/761/PWRlQrJdzL//v6
      +uX+r79//f1r4X99eXx+fz5vxYT4rfcmqpvEb/ZE0A64NyUSCtJ6btyXUa+f7gnNH9Q371gQza7EwX2nvGV1zF++76w4u5feLySK
      TKddNbv1jZTDSmi1NBVd9DV94deBO52bY3ZB47iDLnTctmrKRJT3JbAz2JB2upvZ4/ahFy+uu6tuh4sRkiLQs7SwNMOHDxqg0w19
      Wtbjil546tD1JxpKsLSEnqUPlGP77pkCaS1jqtOOMdEZt+NykbqJH+2N60ma3hlLQ/wwKp1PfK7XMZK1sa+0sqj5LS8YyCKSu0Qj
      aSm81Wr5Neb3FgzMYS/zQF9573ZGvRzQuRjVKtWlhCt7NZ0u3L+tJJaN86QU761XQkZbKKHpnt1Hc4lEkHUZYR/ueQ+KYQK2QzdT
      wAc+wL6eI4wrR9E+/4Lvg8pwrYYK7mw0eblnPt9wkrB9LFORtEsoa/Wy+TcB3m7VUGzCA6zrYG6DjTCn3oWP1msvQHAttcBYQzu4
      P8nZSX4zq2cSeQXfjabDRtZkmWtGhkurlfdXmCq/aNaKiydqY0NmOEYOCQdi83Z1Q+s4Ko6Y43abdE4sNkVAba6Fthc+qw6jSi5b
      qZJF6Yxs6SZKrD44sqIzvK8hhrQfmbncjOzVyrz6BMzh1xMFrZlwF/q8jszDgKjZHd8iqmp+Q9tlm4cv1zSu5nWn829DkN+Cin6K
      D8uoAKWDMG+Zi84eZY1VabP41sJodAbqiNTIrXDyttVIcStuH3Ys9jADU3DrGbHGtCUagAUtpy/IZy/GCa3I8lh4505XG6uT9E/X
      YVdNdtBTap/pqSbceHeOnljam/8AEJ0UdrHJmYt3MA8qq2xuLdZbjYbFP6lwueXPha44sEf+rBJSFStDZVLbjBs0UJmhqOjrVWOD
      DFq1zG6eT63dRoiGp/zHtEaOFxJMaYmqNzkrrOL5bpekTSnmqSoJjFPq53ahsfgQ8FAWZI1Gf2VIBbPAPPypTlbR4or0FU0f7564
      YQHEsjL1YIiPQaTSjq8r+wC1sJHPcn1+KP+10nWL/Q0cp6oK/QyBpgt3tBSGLbXHcBc0iMe0vLllKu5BF7TrOKmLUD8t5C2Lr8BN
      uBWp0kCndDPDoi2eVwiGtum3fan3DqAavBuMjVLT9qn7eu0bHkQdNRBTk5b3scUlQTsQ2NWKfO/lxjHeJK52DAz49HdQsx98QdUm
      qzMhNo2DJjByiiR2UIpvrtmi595O3qJYu8VJA7xMAoWIfMHDPaKySLmou1iJyrCsvRpjZMDkBd8+h47iO+i6y5DScxahg1lNQ/5y
      ZuSC57hHTR1F8cripILVujD4pGcz1cial9KQu/YjFboOmVs13wccXRdBa3KXtM7PrpCyhjN0vM/97FGl9Ci9tLwPLIXp30FLth1D
      l9q3rUAql57upWO7ZBaXhw8R6WTY8+GBuUUJVTUknBsbL/CDWrUCeeKR0tQTvt8c3LBHNNYkyilGT5SkpFhvMZIuDjF7rE2XTrxl
      ShUlYU50/JpU29zlOtu+OPQ4joXxorNluv14jamaZ1lYyE8XMoIoXVHso1g41OlKLFU7/VvKZErRc2ONqta7mJKDegCEIjWmd4/5
      2tbn6wdrh/+kdAXDm2xKu7dE5jn0RuyR8rilpPAL1zhRlRlA5YJ3nKpTFXBxaZ3LhugIEa2ywbyEp4dovdQKrXwUhy3xUs5RGO0k
      MMIoVuzvJYfq0TObCdS1JbdmHmAfFS4AzqNTJokV7i70VIajxP2TCipKlqVd4/vOPWj4kBhTirtKqp+p5HRLUu8u2zFTEwOhvC1H
      dYjuJxRdoSTocXlHcIIawwso7EqnWkTNsZAVs9kYgF5zjmOivjP6mxqsOinlkokdmmz2/2pPb+Fx3tIwc3tTDuilJt2/dViQU77A
      2aM33RerjgjCwUJLTQ/lcUkm53Kdwm4c5hEcVWT0nD/DSQLiWQo2fpxoaz7gQVuHJomONcdtKdRSZ7i0GnxFAP/CWdX5/XJpbJt2
      iWk1BXzsnJJ1VPRqtVt8A9objcZRfIMUgu2+iI7UDayHoHZCEky7Q6sdzb1qN5B0yOlZIzvyxYvcazxGNIA4jGZ3Lg0exgOlNFhc
      ZWiYyJRiq7YnZK3F8uCjrpit1YAmUqEXHBgA5kV42+Ztk7kSZTcwu6bIEY5H0nrRxGpiI6pIKJbxuQ/371GjzQDWPcDcxWM1EIN8
      7KOudVcySzuKIAa1wC0UWKksIXpR9KQxyIRHWsFFoq7GHblclVsarLOeb1D7S7M4HBhdlNGbuGHho3yTsIfTFSNShkL5yMKYefrR
      Nuo9lYrggJtl2aTGCo7U9ED+dJlUiWqD/d4xYCxilft8qVIRNoy2eRXOe7bnDpV2aNU2SocSAehfaoUfIRz9J9Z+JekSiSrGET7Q
      Syb7xyzYBQdmMlWjsKS07E2SVTVRlJOjgnM7SCzdIGr/LO+rLRtH4+mYuUVXmKpeuO10xdW748hUa620Fu6SubCxl70l1DC+epIv
      /bzUuEmu8/Vw6JQfLqKp6DcqsKn2LzhF6bdvmWEpgsuJSuPlqUSWDNSMcJyNmtMbQqI/um1sU6zfoyipn61QEFiizWBRkiyVLpPd
      4wXEFqwbZxavNLqiDdVLQkSYKrxaheylPaodlaLRMMXAJVCSo1ZZ7HU6YztnYW86ugrHbeyxvZXCbM4TooEjZuU6uFRGy6AyI88+
      8LOudktU+0Go9wNxKCxQ+JB5YAxMmVgwURZ20tq7JCYVppDqOlMAy3FKm3KorcYuagOSqe9nwaJdvEQh9eulg/u4LDLJK3405Czn
      Xg7Fw/o9W3t+jFxaLYyOeHFd2WSDv2664WBB+Ojts7DFfvfFEpA3qm1BAFTbKlHVWnq9x+S24OsrUldwqBmXlXkxZ7dAl1LWTNSC
      6RRMhwzrY3r+jKKJqnar/q5/+2kRUKI394zGRb/dsaSL7xR1uCvT0IKrWC3ItJGrwuj1NSGvz+3PUU5T5gchI/lTw2nWjhQuzuyv
      81miYojLUoQOEd4sIzea7O18xkF66Lvyj8CiBdMg7ph+kij2/2w6mDU9LoJDoa++5Juy+46cqXqXKFnSoTFiGVBHwYFX1iCc5hV2
      e7umrfAaZjslir60axx/u/SaRcG2Y3YLUxRkFSU1CM0RcKSNWPEkXhc4prSwWIhs/yPQ1bUU6srHsQjINhLcvrOffvFYNPdJUVnj
      UxPJCrlQIPx/du1rLUx1TKsmhnp7pNcc6Kr5F97exu2DESyyS7Yu0kj549ZfBnl5OsU3yPClimKoIj7r5jX+lEXZx5GSP4exi8n0
      oXYCm5muweuLNCcwjeFI8GE7h/PeLauU6ch/vZ2/1Q+Mc3uSYzrXm+IKp9NFSmBcj/LwDCZ1TENwXbUW1/Q0Fpx6vd3ncRDg5kJj
      FBzYpzddRJNJ8UnH+p6XiKVlWMJ8+HGtJYEJEbVgVJI4q7VQ4iJazU73Ne+1oN5i2Ql+Ia6XRE42jff6vrhohRRduEGWBEyBDld2
      dRjMFB/mx4NDlON0WFcqQCS0rTo6IF6gEGGoIQFZuTpiYpRMam2ikNzahGuuHrVFRcvrOghSnssjBbyxiKvEZcO2lmpxPRvXP288
      qc1Es0PFcrcG/K02fKGObBLa8iCItOZXLBiyaF1rWBljW56g/n0rLVVSKyUwqZnCRdOpuPIpoFQutttJBh3OtHgZs39dHC0ydsFF
      S0cKFeahqvtsDbg495KpCf0T35iFRVp10Kr2k4/8R1tnawNkmCI/iE4TaAabTwnn1yHUNjAh4hkSgkGfeA8oWqmitnVVKaQ17VA6
      7yt84pJfSbG7/r9j+QeJ2mF6OXGD5cTXQOXuNDKpf2oXf0LQezRWh6QxacJRqfRa1RDxHxdtWDSfXacDkFCy2tlR1uNUdsnOuJvP
      iHBcUztVDvNWEXUOEukM9AKM2PE+KXu26sL3M9u8tzTajTwux4BJqlz+6pRmv7ZZBqMu7oTl/wBUIYTH
      """)
  /// 1 block(s): dynamic; 25 distance codes; longest match 46; farthest distance 12366.
  static let level6 = ZlibFixture(
    name: "level6", recipe: "text(seed: 3, words: 2000); zlib.compress(level=6)", size: 12825,
    base64: """
      eJyVW1uOIzcM/NcpfJwA+c0FbKwXHsQzdjweGJOD7QX2YmnxWUXRBvKRHbfdkkiKLBYp5fz71/f5e3fWP5//fO1vx937/vb38b47
      7W+Hy9dtd90ed/e383H32H/r02H7cDue9/e3y8fu8nO876+7+23/HmNsprfP8/7jh4z7ebzdvncflx/H3Z/7r+t1f7/c3vT58347
      buvNCYasE7Psvz72uvT9dPRJZYx8aQOnNPK8fRhzrbmmyDnlMt1EvBxqOs43dZXt1fHH8fz59vH3W+omo+JJpZXX/71c3nd//f71
      +9c2/8d5f7q/1ccpiYxPfccUNYVYzGMKgYFCJFlwvqn6DHl2Q11++lD7I9qH3GYC01mXKsKCjO4MavzTEVYVe4F0JIT/TeOdjiMe
      Du47c7biJpv482eSLwaCZLrp4AUxj2pN4qjbTvvbCLe9Kxgr6IJh6XBm2xOxA3g7eNUoVjRF3KFP7i0ROPKPiB7LgX7ztfh+jt7m
      mxaf26s6uHKH5y4zSvjCdtkkjWk7cURqeISPm1BjyidmEqvbombadc1iKPN8GW+fNxixd00lV0BeCvk2W+imwparkWFR13D42wdW
      ZYGQYl75vQnxgb6t/81JIDhoC80dZLaJTfIy+JmYDPCk4N4JtirdImOgep841xQCwU0Va2Nev4TIAydSEURy+UfmZhyR7+caFQD8
      r8w/YIcYVtmfwnoqz1U+y7DBGGjuYkLMtyUkiwIqsDuUrF4miw+L9wRUmb7b/KJrg+9zV0UqzzKSq8Q/ZdZYZDFW/GIjnznaNMUc
      Z6/pnskK5Go+bZExoW8UzE0fMxyh3A8qlBljRd1dE6tAxevEmEaqP5xSAHln+0fNK29v+4DAItK5VtNE5hkW0hkxc6ySiyQRJjcP
      0SnVHvYLPXQIAxTD3IwQRcM1/c9/NjWLAUybzklt12zW2DYEX/msae+k8DXxr/h5ya7mT4BiMgsbb8L91JMDUeebwaKPqlhCp0Ok
      5Fyfp8aFjTIDr+lUJFO4lnw4LP8yHoY6jDDJXAO5rmHjOV+NdCePjkUlEzV+PJBNJhCZPjZtBH+ZYIqTOzogExh7lbnkLXaqqdz8
      espvS4mVQ318ERylRwchPCfi2IsjBhqHMcDxO/IAYkV8iBI1a6UbidIiZ4ysyfLgnFrBnEDRN0+fckvCKIUtJpsfrj2GSyBQBTeb
      GVhxgIGXEsBj9V/nIWYVFPMK2DWSHzoyAdutxVPj9Qmgqhisp+rqdDBzSQti/nQjhtJB3LpND2KwTdvydQqgM9ZRE50ZGReKZt/L
      0tUtFOLnyyWNdjUJ+SSuYGy7ER2IEdjfecHqYGIZ/xnCWonLdRC1W8lygewmS8rE03e8LJTaAWAZCx8GD7QviGYFzQEY2FzIzARA
      Ay6UZldvC5ym0qRUrrZocqsEqQHZElkV1fOFynfYk0GN4Q/dghjEOjE/t9S4AfOcKfoeU4ZaAsNzULPKvsf8IrwgYIEzVqTJuUqb
      FGWHOuKPpWGRUffF66Dc0oEp/2HjMHVonEd0ZDIOxIttmf81jtqCvceemzUqjJndkdGplQBtqEBD2gM8aNQqwKsKedApmzh3V0AJ
      lbpohr9yQdrhHqUjkMIHZqU7VQcHQd+13gHMl+W/D4NgXUtZ/VPdfkFCKltOoCZUV77n3B9MLmAKydah38igivkvma9nYHYsZLc2
      /OE6lwlMxOz6PKlbKv2opagsSfglq0UzD5xIYeb/lT1NHd00ahIUrPcZTTkVKR112daHFsQZqqWEwCIoI4dcG0tn3U5MV9LIOBVn
      B//sOSYVq0n5SvOr2zjqYADpPIQX6k/2tTNXhC4mWU2zoCJGaU0UBO5UsmQTSNpE/1IRjmggzUWgcbgygo66anfJ231dBwudLeuy
      2nmYUmCTNQKY6QxVXdREKBsWnpKhMmp4Z0q3PalwpTNHyrTSARsoMaKvHTNEMFdAs2tDYTiTwNYyQAABAXi9bRg0J8I0jRxI/RuW
      +qQLAO0PcrWoJjFOIXPDx03HjmY6Regt98DDHSicrQCvrYMTJ2Jou8cWdsg2k+CSM6nbUklaIX7OHCVH61qydmbLmABK8WSnjeYy
      VSTVpVPnxYb5stuE2Jd0XRqvQNcqDJOKqqUDPaB858hKrI4DsGzqeW2QjRfSKXNRSUKhEMbhABMwQZzPyS6hi5IFa0Ld0qxsu9Lz
      TUYeAPzodMxdBvBPdAvIQG4bhmtzi1fJBWRrM8V98Bnc1SJAFYftQ4EpbVJz4dq2aqD1PbKtRfaRV0qQ4LZAUALcQ0K0P5TTmLsF
      mKEqs/psQI8bKeGBL8EyCmfTtDkisL1qDp163kBZ5+GHMLVqo6wDYNKTTIrYIJY1ry5FJhPxNddveke9MjlfxUHh3apVKcwOcKa6
      9M6cO3aUhJuxBZjqOU/buxlLAbI0OQlgnjeA4LwU/JOxoqky4bALqkfihOvxFrZWYc/DVUsbTF8pp6fGSeD2AiXCbPzZETqd90Hl
      P4j/mGNHcs6EVfHIy1op3vDyBTNzuBDAlVRjSyrRRtc7TXHmp/VchMP7+Ul5VWZtGfJOys7UlgaWLoMObKAJRpU79XRrP1W6kDZN
      aQxh9ipxTPcZgJ5LUQzMwwGsZpcnBBjqzDi7sv3rMk4T3JCNxVC4nSUBPL0M0qAUudrzYt66nwOSSNIi8O26sevVkEfw7DRBVHIr
      HcnuhNPtURPba7s5DMuaxJrgbBIPyDElnelCFUjsrUvrlY3KKoPn0xmC95AzaRVmPs5dEQdHrHm5yHaluQ8xSh5ojqmaMw04l4qR
      UZRnOQ/UwXoTeToYUlImRzaP6FoqGHhksZDMNJkEetk16LIh4ieolARL5suOLRORGtrchrdThqav4KaJexzLzZeWMAfvE7+EZmlu
      /aFBu6U/bGWN7YGJ+by7BbAWDCGc2E+hx9MeMFxk6Lo+fLBS0rGydm+CJFLE2XceCGKNjLcWB6YFOOrlkqy9MoSnr4NqTHkHE1Bs
      WZ4M0/2GzUDNbQOE/qBEHeij20uxxzcQWqZlbLH6aDIhd6dR2OByTQYT1dqx8guZr3sdo3fIGp7IXviQZtVuaqJNJ+bdeCDd3SGE
      o5H2UtnASMe+Nt+VWBtwXffD6hsoDtnhpxJ83QUPLeP0z6YBiIWOPPZuDnvq3teLaFefIhMQd+upAbXU8VnsixfmJJ5ualMIDJzX
      Ii2sH5Eku75mtDOelvRwfiKK5SoJrj2U0ckg383A0zJ0mIZr9dUoXD8GLxkltkuHKRtVlcF4pytqPOxfZizDIS81QK+BltNEBgmR
      kYGxAMlv2mFuoeGtmeRdIAreDnq86J8IzWXIXzEHdaEzj3qh2kIDAECpZJRNiAHt3Ry4RkGISf2RPpUvB9fL4XSXw3l3oWSMvnHX
      3QkXWGo1hpRKTl7c3QkCorJmgsUyPz0aGXh74SJa7cFD8CbnMgTRHnYK8OHZWdF6soO5q1og8KCcrjEJg7v1QFw8ACE/lCqdzpPT
      I8v/TVB3c/GykUkrQxqgFD7CF1k02/3brv3MvPRMNyL/A1QhhMc=
      """)
  /// 1 block(s): dynamic; 24 distance codes; longest match 46; farthest distance 12124.
  static let level9 = ZlibFixture(
    name: "level9", recipe: "text(seed: 3, words: 2000); zlib.compress(level=9)", size: 12825,
    base64: """
      eNqVWluOYjkM/c8qWM5I8zsbADUtSkMVDEUJ1SysN9Abmxs/z3EM0nx0FxduEtuxj4+dnH//+j5/78765/Ofr/3tuHvf3/4+3nen
      /e1w+brtrtvj7v52Pu4e+299Omwfbsfz/v52+dhdfo73/XV3v+3fY4zN9PZ53n/8kHE/j7fb9+7j8uO4+3P/db3u75fbmz5/3m/H
      bb05wZB1Ypb918del76fjj6pjJEvbeCURp63D2OuNdcUOadcppuIl0NNx/mmrrK9Ov44nj/fPv5+S91kVDyptPL6v5fL++6v379+
      /9rm/zjvT/e3+jglkfGp75iiphCLeUwhMFCIJAvON1WfIc9uqMtPH2p/RPuQ20xgOutSRViQ0Z1BjX86wqpiL5COhPC/abzTccTD
      wX1nzlbcZBN//kzyxUCQTDcdvCDmUa1JHHXbaX8b4bZ3BWMFXTAsHc5seyJ2AG8HrxrFiqaIO/TJvSUCR/4T0WM50G++Ft/P0dt8
      0+Jze1UHV+7w3GVGCV/YLpukMW0njkgNj/BxE2pM+cRMYnVb1Ey7rlkMZZ4v4+3zBiP2rqnkCshLId9mC91U2HI1MizqGg5/+8Cq
      LBBSzCu/NyE+0Lf135wEgoO20NxBZpvYJC+Dn4nJAE8K7p1gq9ItMgaq94lzTSEQ3FSxNub1S4g8cCIVQSSX/2RuxhH5fq5RAcD/
      yvwDdohhlf0prKfyXOWzDBuMgeYuJsR8W0KyKKACu0PJ6mWy+LB4T0CV6bvNL7o2+D53VaTyLCO5SvxTZo1FFmPFLzbymaNNU8xx
      9prumaxArubTFhkT+kbB3PQxwxHK/aBCmTFW1N01sQpUvE6MaaT6wykFkHe2/9S88va2DwgsIp1rNU1knmEhnREzxyq5SBJhcvMQ
      nVLtYb/QQ4cwQDHMzQhRNFzT//xnU7MYwLTpnNR2zWaNbUPwlc+a9k4KXxP/ip+X7Gr+BCgms7DxJtxPPTkQdb4ZLPqoiiV0OkRK
      zvV5alzYKDPwmk5FMoVryYfD8i/jYajDCJPMNZDrGjae89VId/LoWFQyUePHA9lkApHpY9NG8JcJpji5owMygbFXmUveYqeays2v
      p/y2lFg51McXwVF6dBDCcyKOvThioHEYAxy/Iw8gVsSHKFGzVrqRKC1yxsiaLA/OqRXMCRR98/QptySMUthisvnh2mO4BAJVcLOZ
      gRUHGHgpATxW/3ceYlZBMa+AXSP5oSMTsN1aPDVenwCqisF6qq5OBzOXtCDmTzdiKB3Erdv0IAbbtC1fpwA6Yx010ZmRcaFo9r0s
      Xd1CIX6+XNJoV5OQT+IKxrYb0YEYgf2dF6wOJpbxnyGslbhcB1G7lSwXyG6ypEw8fcfLQqkdAJax8GHwQPuCaFbQHICBzYXMTAA0
      4EJpdvW2wGkqTUrlaosmt0qQGpAtkVVRPV+ofIc9GdQY/tAtiEGsE/NzS40bMM+Zou8xZaglMDwHNavse8wvwgsCFjhjRZqcq7RJ
      UXaoI/5YGhYZdV+8DsotHZjyHzYOU4fGeURHJuNAvNiW+a9x1BbsPfbcrFFhzOyOjE6tBGhDBRrSHuBBo1YBXlXIg07ZxLm7Akqo
      1EUz/JUL0g73KB2BFD4wK92pOjgI+q71DmC+LP99GATrWsrqn+r2CxJS2XICNaG68j3n/mByAVNItg79RgZVzH/JfD0Ds2Mhu7Xh
      D9e5TGAiZtfnSd0ymtSzxDPhl6wWzTxwIoWZ/1f2NHV006hJULDe5yAKBUR62daHFsQZqqWEwCIoI4dcG0tn3U5MV9LIOBVnB//s
      OSYVq0n5SvOr2zjqYADpPIQX6k/2tTNXhC4mWU2zoCJGaU0UBO5UsmQTSNpE/1IRjmggzUWgcbgygo66anfJ231dBwudLeuy2nmY
      UmCTNQKY6QxVXdREKBsWnpKhMmp4Z0q3PalwpTNHyrTSARsoMaKvHTNEMFdAs2tDYTiTwNYyQAABAXi9bRg0J8I0jRxI/RuW+qQL
      AO0PcrWoJjFOIXPDx03HjmY6Regt98DDHSicrQCvrYPTsek/ZPvoSd9EkuCSM6nbUklaIX7OHCVH61qydmbLmABK8WSnjeYyVSTV
      pVPnxYb5stuE2Jd0XRqvQNcqDJOKqqUDPaB858hKrI4DsGzqeW2QjRfSKXNRSUKhEMbhoLOR2oRIdgldlCxYE+qWZmXblZ5vMvIA
      4EenY+4ygH+iW0AGctswXJtbvEouIFubKe6Dz+CuFgGqOGwfCkxpk5oL17ZVA63vkW0tso+8UoIEtwWCEuAeEqL9oZzG3C3ADFWZ
      1WcDetxICQ98CZZROJumzRGB7VVz6NTzBso6Dz+EqVUbZR0Ak55kUsQGsax5dSkymYivuX7TO+qVyfkqDgrvVq1KYXaAM9WldzbW
      QzmOr7XbTC20yDdt72YsBcjS5CSAed4AgvNS8E/GiqbKhMMuqB6JE67HW9hahT0PVy1tMH2lnJ4aJ4HbC5QIs/FnR+h03geV/yD+
      Y44dyTkTVsUjL2uleMPLF8zM4UIAV1KNLalEG13vNMWZn9ZzEQ7v5yflVZm1Zcg7KTtTWxpYugw6sIEmGFXu1NOt/VTpQto0pTGE
      2avEMd1nAHouRTEwDwewml2eEGCoM+PsyvavyzhNcEM2FkPhdpYE8PQySINS5GrPi3nrfg5IIkmLwLfrxq5XQx7Bs9MEUcmtdCS7
      E063R01sr+3mMCxrEmuCs0k8IMeUdKYLVSCxty6tVzYqqwyeT2cI3kPOpFWY+WiLODhizctFtivNfYhR8kBzTNWcacC5VIyMojzL
      eaAO1pvI08GQkjI5snlE11LBwCOLhWSmySTQy65Blw0RP0GlJFgyX3ZsmYjU0OY2vJ0yNH0FN03c41huvrSEOXif+CU0S3PrDw3a
      Lf1hK2tsD0zM590tgLVgCOHEfgo9nvaA4SJD1/Xhg5WSjpW1exMkkSLOvvNAEGtkvLU4MC3AUS+XZO2VITx9HVRjyjuYgGLL8mSY
      7jdsBmpuGyD0ByXqQB/dXoo9voHQMi1ji9VHkwm5O43CBpdrMpio1o6VX8h83esYvUPW8ET2woc0q3ZTE206Me/GA+nuDiEcjbSX
      ygZGOva1+a7E2oDruh9W30BxyA4/leDrLnhoGad/Ng1ALHTksXdz2FP3vl5Euw7ornf3VKgBtdTxWeyLF+Yknm5qUwgMnNciLawf
      kSS7vma0M56W9HB+IorlKgmuPZTRySDfzcDTMnSYhmv11ShcPwYvGSW2S4cpG1WVwXinK2o87F9mLMMhLzVAr4GW00QGCZGRgbEA
      yW/aYW6h4a2Z5F0gCt4OerzonwjNZchfMQd1oTOPeqHaQgMAQKlklE2IAe3dHLhGQYhJ/ZE+lS8H18vhdJfDeXehZIy+cdfdCRdY
      ajWGlEpOXtzdCQKismaCxTI/PRoZeHvhIlrtwUPwJucyBNEedgrw4dlZ0Xqyg7mrWiDwoJyuMQmDu/VAXDwAIT+UKp3Okx8N5+zK
      z9XLRiatDGmAUvgIX2TRbPdvu/Yz81K+EfkfVCGExw==
      """)
  /// 1 block(s): dynamic; 0 distance codes; longest match 0; farthest distance 0.
  static let huffmanOnly = ZlibFixture(
    name: "huffmanOnly", recipe: "text(seed: 4, words: 500); compressobj(6, strategy=Z_HUFFMAN_ONLY)", size: 3287,
    base64: """
      eAEFwcuNwzAMBcC7q3jlBMg1DTzDNEyI+oSisFAKUwNqbGducZ946GcdjkxPEmj0BNtr2gTLhUxPEujfQRd89trL9irGJxSdoxCZ
      DS+xriXp8ccJlguZniRwcuKhn3U4Mj1J4M3RGqO6ItOTBPp30AX9O+iCP05ktuNXa8bJiXBmhJrgJda1JEWpl+Cz1162VzE+oXhz
      tMaornhztMaorohHcIv7xGevvWyvYnxCj3gEb47WGNUVmZ4k8BLrWpJCu7Fc+Oy1l+1VjE8o+nfQBeHMiEfwEutakiLUBOHMx8mJ
      TE8S+NWa0b+DLsj0JIFGT2C50OgJoSbo4SKBRk/oHIVHZkOmJwk0ekKoCd4crTGqK2yvaRO3uE+EmqDeKPUS/GrNyPQkcWg3lguZ
      niTwqzWj3sj0JIGHftbhyGxo9IT+HXRBqZfgV2tGo6eD5YKLMbQWhJqg0RM6RyHCmfHQzzoc4czo4SKBl1jXkhRvjtYY1RVvjtYY
      1fWoN7Qby4XOUYj+HXRBqZeg0RNKvQSdoxCNnhBqAhdjaC1wMYbWcoSaILMhHsEfJ361ZsQjeHO0xqiuqDf+OJHpSQIsF0JNjlvc
      J/448ceJRk/I9CSBX60ZpV6CP06wXKg3tBvLhZdY15L0+OPEZ6+9bK9ifELRw0UCjZ7w2Wsv26sYn1D8ceJXa0aoCTpHIcKZEc6M
      h37W4Uc4Mz577WV7FeMTikxPEohHEGqCHi4SKPUSZDa4GENrwZujNUZ1xS3uE5meJI5frRkvsa4lKVguvDlaY1RX2F7TJsKZ8dlr
      L9urGJ9QaDeWC7bXtIkeLhJo9IR45OgchSj1EnSOQmQ2aDeWC6EmCGfGS6xrSYpMTxJ46GcdjkxPEij1kkO7sVz440RmQ/8OuuAW
      94mTE+HMKPUSvDlaY1RXuBhDa0G98dlrL9urGJ/Qo9RLEI8gHkHnKEQ4M94crTGqK94crTGqKx76WYfjs9detlcxPqHo30EXfPba
      y/YqxicU/TvocoSaoH8HXdDDRQLhzAg1wS3uEycnbK9pE6VeAu3GcqGHiwQy28FyodETOkchtBvLBdtr2sRDP+twNHpCPIJMTxK4
      xX3is9detlcxPqHo30GXI9OTBEJN8MeJzlEI7cZyQbuxXNBuLBf6d9AF2o3lQqMnhDOD5Tpsr2kTmQ2fvfayvYrxCUU4M2yvaROd
      oxCNnvAS61qS4rPXXrZXMT6heIl1LUmh3VguhJocmQ3hzHiJdS1J8dlrL9urGJ9QsFzo30EXvMS6lqSwvaZNdI5CZDaEM+OP8/jV
      mtE5CvHmaI1RXRHOjHrj5ISLMbQWfPbay/YqxicUL7GuJSn+OJHpSQKZ7ejhIoFGT8j0JIHPXnvZXsX4hCKz4bPXXrZXMT6hcDGG
      1oJfrRn1hosxtBZoN5YLme14c7TGqK44OZHZUG9kepJA5yjELe4TLsbQWtA5ChHOjMyGRk9HODPqjZdY15IU/TvogkxPEghnRqgJ
      OkcherhI4KGfdTj+OJHpSeJ46Gcdjv4ddEE4Mz577WV7FeMTis9ee9lexfiEon8HXfDmaI1RXdHDRQKfvfayvYrxCcXJiV+tGZnt
      yGwINcEt7hOhJij1EoSaoHMUQruxXPjjxMmJzlGIl1jXkvT41ZrxqzVDu7FciEfw5miNUV1xcqKHiwQyGx76WYfj5MQt7hNvjtYY
      1fWoNzpHIVyMobUg05ME/jjxEutakqLeCGdGoydkepJAqZcgnPmIR1BvvMS6lqR4c7TGqK54c7TGqK7QbiwXPnvtZXsV4xOK/h10
      wcmJcGY0ekI481HqJfjstZftVYxPKLQby4V4BP076IJfrRlvjtYY1RX9O+iC/h10QaYnCdhe0yZ+tebjFveJ/h10QQ8XCYSawMUY
      WgsyPUngs9detlcxPqHo4SKBW9wn4hHYXtMmMtvxqzWj1Etge02bcDGG1oKXWNeSFPVGvRHOjHBmxCN46GcdjnofmZ4k4GIMrQWf
      vfayvYrxCcVDP+twPPSzDkepl6DRE1yMobWg1EvQv4Mu6ByFaPR0ZHqSQKgJPnvtZXsV4xOKkxPajeVC/w664I8Tv1oz4hGEmuDk
      RKOn4xb3ic9ee9lexfiEIpwZb47WGNUVPVwk4GIMrQX9O+iCRk9wMYbWglATfPbay/YqxicUf5wHy4WHftbh0G4sFxo94SXWtSRF
      vdG/gy54iXUtSRHOjM9ee9lexfiEwvaaNqHdWK7jFveJh37W4egchbjFfeJXa8bJiZMT8QhYLjR6QjyCeOTIbOjfQRecnHAxhtYC
      22vaRKMnuBhDa4HtNW0is6HRE361ZmR6kjhOToSaQLuxXAhnRjgztBvLhVATlHoJwpnxx4mHftbheHO0xqiux0usa0kKlgsvsa4l
      KR76WYfjoZ91OGyvaROlXoKXWNeSFP+4iAu+
      """)
  /// 1 block(s): dynamic; 1 distance codes; longest match 258; farthest distance 1.
  static let rle = ZlibFixture(
    name: "rle", recipe: "runs(seed: 5, count: 60); compressobj(6, strategy=Z_RLE)", size: 18358,
    base64: """
      eAHtwYEBwiAQBMFa7//6ryEpQGPAiPDsTAJXjI0FsBNhGgYAAOgTGE6b8BdyegaWlHhJ+Ltch7sF3nIHAbc5PzJOgd/TOIHSEhUY
      AMoK3GQAmIeqi+fkXoQWgRKMSqKorMUALkhKoI2BVjGG8ZjATISpJTYgLO8Ai3y2rg==
      """)
  /// 1 block(s): stored; 0 distance codes; longest match 0; farthest distance 0.
  static let incompressible = ZlibFixture(
    name: "incompressible", recipe: "randomBytes(seed: 6, count: 1000); zlib.compress(level=6)", size: 1000,
    base64: """
      eJwB6AMX/ADg763ZpWS9md9RObKdQXJGL6pyA31sDpDa0O0SmAQbJw9V2Mpw/YxwKhfX3jfd0pSrQs+7j08xUGprVaN94TNbnupi
      +DotHv5uHaPJgqPoYW9PpK9X2h9hZu9F6USCf9QIxVh4nuUy2WAGWltWMeO3AbqglzvMaKoKVbKI0a4Ie3nOIM1Ya51wCrxXjUkc
      g07udkSQ5wDnFL9SI0pwtjpIPL9T9F79/iAwoL/fGS+qCae8L7M+zau+OxK2LUn3AiXedHrTP9hQP4cInkKzw2uElw8Dh5rJmxQ8
      yIwnjtW2vftQENn/B+rdAU3SPpEEAqj5w0JUd9iMYHl7wH3Oj8EdR0rVJoc68+ZCImnzAqP3X8VkQeaoCHe/sMQx8qCsH7X4irjJ
      sU4OoHi7sS2//aTEu5OyOx5o7nFVMc/wdxmBBv1RS13Bb2a26cG/8nK2OeRbwPJ0tqu8SVl8jqJG+s2jRv6ipWUMLLZWseEuS1vP
      hjNbDGJ06PzsLrGn8IOULaWXsnUmn9mBFIzwrGf1hXJl/w+TBBKBWGAVcw2TNQYsNHvswo7f1u3jBWIEVXbnOxLVtYLSlD665hdc
      ud1FW+LoG8jdrAy3JVO6BmMye2NYe0gOMcofovtLGs8QpbFPc1yQJsbH3CAE/Unhmlpd8H0LaYdIpUS2PtjxOkX25x0/m+BV4FL/
      5m084Ol2QvYXIObHO6/zWLrcp84mygWoLT7tU5HvczRsgFTVFwDnMLY1P1GGP/TjP16RFulcpw6ZvR4x8dfrB3Tc1Xuu4AOy3gde
      xnT+BL4Uxx9Kf3fg3bJoqHpjCNqcj9Ywzu1xINBdooKpHlsH2KnDpedG4ta7Wz8C6o50wRRGFjRvXPQJNpHYt++s3mFTLl26Elr+
      u2DKo1+L5dmpguiQvr3qWv8KYBk0Zvv90TPrwd2ExDviw4zMs8lS/aZVEaEnUdfufbG9kAqvCKUHqq08R/Tuk66HaCVF1ZNZlMdA
      yZc3JSEUdN5jpFqbcEB/cW2NyaSfOdBCJEpqXUfYno51eWIWyM9O/xZNBz2Sa706hrh3zI2Jcsl3Z/Ss/hmgRUUCN5eXERswkqzw
      TNtVxRGOP80YXJOTdpMh6jqvgThYQJwOn8/+4XVtZsvZSd3wefvf4NnFCrVoQ7kP6WAig0l7K/mEMCOSRFeSJF1EBUleZKew/qv9
      DQ4AoEu8pAZwachEIbZ3NgJrsaUvuJhRBN5dD/0SAHyP67fR4Y9IL5mcAIxYqhYVNrHGdODmLBd/30L9fimtWJIp7NN4V4dwNP2v
      xfDNPai2h9jH1o7HdieBNOxHpGTipQP51VacOK7dIYSP7Pz9
      """)
  /// 1 block(s): dynamic; 30 distance codes; longest match 258; farthest distance 32500.
  static let distances = ZlibFixture(
    name: "distances", recipe: "distancePairs(seed: 7); zlib.compress(level=9)", size: 116160,
    base64: """
      eNrt3X9MlHUcB/BD15wlWLGm09RlmZZDLcI5+0PCnAStBKFYQoTVYP7YHK2tUZOmg6Vjjmw1E2QjKSY6I1ol1RKbWrRwBcwcGxH+
      ATVyGgNj5mZ/9c9tzePJseBer+ee5+557j7fu+f9/Ljfd6HQf/NTuEgLJ90f3kVa2XXX3PBDpKWXf/g6MbyPtLagcN27JS3hw0ir
      B658clNV/45Z4ceR1j/x8Zq0nqzJA8teiDkYfjrSNvruyL8loWpp90jZwKzNlbkV4eORtvPh2Y4tobwlvd/c+1LXtE0V6683/XqS
      aqofj2vcXjOyvOnZkq6eE6M9/98s/TI9tK+w8Ujbg5MTTmesm32jL/+PAwvnHJpRmJBzrfLYc3dueG3LaLehoPXLzjyW13N2Wv9v
      zfNWJs47Nxy6wYK2//n+2AdiNtbG52f9NfjR1IeKQmMs6PWvTd/Zcy2zp2/OPZ1Xm0tXbQqNM0Fv/yu7H6347pnqkSMjuzYfbjwf
      G4oyQef/27evXOx6cubG9s6fty059XRqiDEVNP+YPZnHm179dM/ioYHhr7KyqyQZXYIu/22nPjuaO/h8/MvvFaSlPFJ0UZJEk6Dr
      /5ScnKGHX+9N2lBT9uOq4tgESUL0CLr998a270q91FnXmp/d1jClZECSANEh6P4/uTp9amfK9wW/p5V216f9GSdJAJj4gt7/7+jo
      by4fXHPz5eT5y2cmnsmQJAAATFxBH/9P/+BQ3oXVcW9sbzla3rrzjw5JAgAAwMQT9Pn/U1XF5Su6is79Orhy0YLb2+skCQAAAAAA
      41/Q1/93L2ytefNYw+H5W98qnf1OZa4kAQAAAAAAAGD8Cfr+f2btgpa1Jftu7RsqSCrbWp8sSQAAAAAAAAAAAAAA+P8J+vn/xSfi
      vpie0b43vu3FRXfXdq+QJAAAAAAAAAAAAAAAAAAAAIy9oN//j0sdOvlL3ful9adnFF9YfylbkgAAAAAAAAAAAAAAAAAAAAAAAAAA
      AAAAMHpBf/+/Ye7V+yadv21vyvD+puOrTx6QJAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAED0CPqf938DCSW8IQ==
      """)
  /// 6 block(s): dynamic, dynamic, dynamic, dynamic, dynamic, dynamic; 23 distance codes; longest match 26; farthest distance 4462.
  static let multiBlock = ZlibFixture(
    name: "multiBlock", recipe: "text(seed: 8, words: 800); compressobj(6, memLevel=1)", size: 5110,
    base64: """
      eJxcj9sNwzAIRf89BeN0gC5AVCojO3aKsaou5gW8WP1IUqUSQjwPF04ewwNW3GBDcbDgZwbD3cgnDo5bXxwpxGe3ey21+FqCR6sM
      CXNA81dUS5BUqC2p4DqHQNkTCHlUjgF43m7EUd/TK8jwIXAIuALSK6PQT+U8cqbv9ssBtyhLzGL6o3sMnXuyQvySSS0rDMMw7J5f
      21d0rIXBRkrYDu3Xz5LlJPUOodQPyZL9WJPos9Y3ndEM0FS3Atgx+ra2Rhob+XgdLFJWEcIke2Ic65NL3X2xUm6f7rZ893351Pac
      qFyu95cQJU+mBiqLdEfEgKBTvfaDVVmmuKpoYvhqy4RPfxm86r7T/kL63BOnYWaxfUrBcDzTCYR0DjKGoD6z1Y3rHKfgBP2fUj3m
      90pqe6D6PzuGSNIRUAwUZFxokdBB6l6GbVxpwgVdr59U0yA2AFjaYzf+8Z0kPKuU6z+2qiSJYRiE3XlmPpHv11psZNJLM8NugVS5
      HYthaSjUEQPbQ8hxejJhphjlXFLTt5odtl7vSIbtZfiDyaL24k4x2q3BJdZGHDEg0RABV2SOd3sDpvjo7eKcV7AQgWCorF2+koX8
      6bNi7tOkj6G+B+rrumjWetXYYYhNY1lTlTb0C4eUGxNerztVOd/ku0KJqLYvlUDrlCXtQt2Eib3+EAoWoPSXe9v7T57s2pKJ1CNt
      52ActAqeEgbbeXyDBmL2ZNrYQRYv5Oep3v8gk3P8EVqb3bx4mQB+YJaqZznItbkFqcszeEN1Prr8o7MKchiGQdidZ1aa1B/0+ytg
      HEPSy7pDQgwGm4PqnArK9qupsGmgAOc4hfu4B0SRpMqjdL4nMonBtUfyi9fTASdqDo0xzjGRvDzdO9EiFXy2ODb1HEDLli9Yvec8
      0I2Ku2qUTMTLUbI0HRWP8obmgfxZTeYvZ6NiIRCnoZYtWrZEsq4et1W6NILsF7um83Bw1EB4V1l1RVDNYV2dYjISoeNlkWhp6mEU
      IOvSluQGM1jICijj3zRFDhFEtzYk0c1EOxUHvkZqEQXvkK0uyYZvsRPEWNbSRZbun+0C9Z6bSkymp+eo9ADSPlvYhJo9tv2C4fnn
      VdU6AXsUS2mr4yLwT4eZJDEMg0Dw7mf6E/l+glhmEbmkymXZAQEzLcOaRi8eh/98huIva2X9iD/8zEZLbph7HTvtvmoRSHNNw9D/
      w43B7+q5jfUTj5uzbMKfVUi89MJLT+xyG5+QbE9O8hN6ZIWZ6+DhftVnmbyTHNUoh4uOkrUBhiBgcvTEYtmGt5uEX5l7gKEiTIlq
      bxbxMuxVevlw/raTR1dYSViQxgv1MJjTdGnWb2+2NHuXUJOMYTMuo8tZEimHDHBwc/OaY6+mcsE8t5TvxC/8JIcSRygxEwDcW9GS
      wBHZZPanOpyO8a5sdiGS8j612o0h1R/UKjEbYO4O+pRycmRdOAEiypGJxz8FMJqxNWq7+EeLodVDM982zCAJQBiEgXd+6gv6/dqW
      lg1w8qDjgKYkC4OySymdRlLFUyRrMJ3RX2xbXJdaMZIcArilCHPzuIBf4EB4WYlaBwJqFO1IVRF7NPFd/rzBGDESiunpayG7HvS9
      1lSbrifUDBRg/BI8YXEiuEvIFa4u0oxoPI1gDWS5uHZ0h5jyJuDf+patPxn0/0y+OotKSZpdSuP333UNx5nUxro/AaUGwAM=
      """)
  /// 1 block(s): dynamic; 14 distance codes; longest match 30; farthest distance 248.
  static let window512 = ZlibFixture(
    name: "window512", recipe: "text(seed: 9, words: 500); compressobj(9, wbits=9)", size: 3260,
    base64: """
      GNN9T91t4zAMftcUHidAXm8BBqERIbLkSDICd7Au0MWOpEgl1uUKtDFFfr8r5PuUMUD1KU4Qr9OMOe/6W284lZoR63TCUHy8+2mB
      9UXoQ/UBHdN9CfxRFo8LWdDIWvzk/zTbtgtcYHfNlI7h53sP+1QeG2S0z5+f759vusQAt+oNw3FUS3ESWkbX1TWOAgelmK4oBaaV
      7iZMMZ6w20uiua+UlnebM2zrCjVlP90gX9KWpxOG4uPdmxf1+k8BMYN4fUvZcJKHe31u3OHqoGtSkkxcxB1Pn/05maVWoDjXDEub
      JCHBHIdh3VHiaHPCUHy8+ynNDT1jzuQOW4S28CVwYRE/w7auUFP2zZHzW5xGIRlNLoDeW+jt4ppiS/prW92aQxdrGXt0EVKQk4e4
      1Ru2Qf0G8YWAWC2AvroFE0jAtValZqRr9QFfEKUwsgVqHYUweHXOE3anjoK2aqqlSdP8KsctiCU2h6JKOdYwPRVqucpjg4yGJHG9
      ilyaHW3oTzsqWNIpQ+ahkXAtm4V1BbYILCaUr5QWCzbQh6fAOdKwtzpNROXF2iynt10ba4bFymhRzinro7zTrvoxMAO7vHTor3ft
      jAGqT9F4T9jd7y0VOGPOu2Qa7nw8w7auUFP25pNmm2K6oltgbW2rD3iAwxbBoO0huDcIG5Dc0dbRtIdd1P8pJSYLyZAmvxX7isY1
      0iyp6PWV0mLwJ+xWNcMy3SBf0paFcMJQfLxT5scGGdXM9fUxYFNV5x5qwHysJmbMduP+g0JMV7RiFlaraMwzbOsKNeVmlzFA9Sly
      U7fAOq2Eltoiz4PyZ8x5bzUGU6apOmV1JwzFx7sXMtWhv77qg6jTRb6WtMAWgbaOk7VHzbC0VhdSY0VfAp+HDIIj94bllE6kewsB
      kCFR9rDbx5x7rtby0mu7jAGqT1EvyuPK4lRqRqwszKsOHtNxiuNOOjJHgnFgdVBFS7ZSjKk8Nsj4BqWmr2TKkAOrDuZNlq2Gg6q2
      +5Mqy+R4ukBj8MySJwzFx7uXh0VrxJiuOPkS+GKRnEHsy8fqg5lJESF24YV6Ugk2lMrt7dLccELmVJ87DFtRYE+is6LGcAW2CLwc
      8LThtvQRpsSrN/yA5DBOEo1BakbKb4XZlSV9CZzjbVSgftLsWtPOJMk97NOMOduvIgZHSamnjAGqT3E6YSg+3n0fnDQ6w7auUFP2
      o8pXSotF48qjCa34pKkKbBEUbsH1FNMVewnJdoFd/g+XNE/PtnesK+nYpNSMJNYM+MIoPvC316s+4KvakLU8Nsj4ApuleDRh4StO
      PzPmvJs9GbqenaLKzGloFhn5+Qs9BxcP
      """)
  /// 1 block(s): dynamic; 19 distance codes; longest match 20; farthest distance 1792.
  static let rawDeflate = ZlibFixture(
    name: "rawDeflate", recipe: "text(seed: 10, words: 300); compressobj(6, wbits=-15) (no zlib wrapper)", size: 1918,
    base64: """
      bVXbbcMwDPzXFB6nQH+7gIoosBHHcmUHRTpYFshiFY8P0Uo+YskMdTweKTqfh2ssl7TXZR0+0rxNy2Ua9jEN288tljSUNMd9yov6
      nVMp92Ev8Trs05zEHL6jGNf6zg9C/Iy3dY17LtPwl/OVXQxyyacEN0IKEmCM5TvfSvPa4m2JHIy36kEs43LyQebn4z7fZVFEMVp2
      en7bS0Lm8JJ8CTSfmzM4tgjBaCFHJmTO/Epa8K4C4TzIQwB1DVDCvH7rEXWm46xyw2Wmsjg2mooVEcvX8/F81KyXOY771GSmH14o
      nPiCGhmDoLcmaOU1ZyJNKC9MAEnaOXKNPksLAdwRtzVXTlzgqbgs0aGSlrUUlsKqyRR0/YKtRZi2mXCtEFX21rh0EjQPePmMpCUc
      UxQHVa2THMxbQwmPunOUmSE7UfCgEnJr8B/qTyZwEbsD57s4psDEsl1p+ONxvHGWKZ1293s1YXV1FTI/E7K/Vn238gVp++ATdnqS
      VjY+xHaYRoJR5QnAtPtPeJ3wruzdPzKToIzL6zgMWs+iy4HjSsR1ZTpVZxbc5wlLkBZro/AdSR4MlLNSsDNOiSCCvLvSeMg8JsTK
      yA2l1+mIBqOfBmwE26X3hA7TFCcdGDMduQdFV+1gWjvGitmZXSXQI2+ueysRF8ImWP9x6WgDSmsBh+7Qa3ndXMSBw6CgHiUD4ndp
      mH4Ovvv+uc6mkUNfvH8=
      """, wrapped: false)
  /// 3 block(s): dynamic, stored, dynamic; 14 distance codes; longest match 22; farthest distance 464.
  static let fullFlush = ZlibFixture(
    name: "fullFlush",
    recipe: "text(seed: 11, words: 100), flush(Z_FULL_FLUSH), text(seed: 12, words: 100); compressobj(6)", size: 1277,
    base64: """
      eJxkUUFuxCAMvPMKP6dSr/2AV0sUtARSQ7RKH5YP5GO1jcmy7SES8XiGmWHyRDvU2cOMdMsbQTyPPe6A6Q41RA8fPpaQHgFCiTIk
      H7GGnGBFekCeOtF94rauWDMFeCJrEi6X6EW6MSIf8xbm+9plxQIDruCWsJENsT1ZEN2v8zgPNpkizjUwuipUvjekwa0ouJ+cl5eZ
      P8xJo4uZ7lIT/dPX2xWSPlzKdw9D1iYzGDUnLYi1qSR1Uyp5XnpeUbkJRdvfIKxXGl9cXtGGHavT9Y7kwaw2gezY872/p/RiXhVo
      Vzkh2NhU1XeLae6l9DYYvMjQcM3izLuJvXr6BQAA//9tUdsNwyAM/GcKxqnU3y7gKo6CQiAlRFU6WBbIYsUPopb2x0Lc+e5s5wHt
      FdZ5hhyTs0tOiNn6Y9/89gU8Vkhoe0xpsznB9Akm9JBdDPYOBRzQvGKchKU/doE1AL+y87UQIcQO7QxpPFWMWzyETr000bPoMJUk
      Yi+9wviphsikIKa3Yz/2MlHwMGQnnf8RCjWVKMVPMzQM2YshRHk8KfnxCCLLOUtGxpTXCMmvmWAmIvXrtP9y6TU4Hlmfjwv6xYXR
      GTZXJ71U3QGTayJanqrRYc6NM86lsdbtV6N6RtJUnaZB96Z9ksU0nM+0p/IbxXH2vA==
      """)
}
