import InternalMeridianUtilities
import Testing

@Suite("URL redaction")
struct URLRedactionTests {
  @Test(
    "Each URL's user information, query and fragment are redacted, whatever its scheme (worked by hand)",
    arguments: [
      (
        "ftp://host.invalid/arcgis/rest/services/World/GeocodeServer?token=SECRET",
        "ftp://host.invalid/arcgis/rest/services/World/GeocodeServer?<redacted>"
      ),
      ("https://user:pa55@h.example:8443/x/y?z=1", "https://<redacted>@h.example:8443/x/y?<redacted>"),
      ("wss://h.example/socket#access_token=SECRET", "wss://h.example/socket#<redacted>"),
      ("file:///tmp/a.png?sig=SECRET", "file:///tmp/a.png?<redacted>"),
      ("mailto:a@b.example?subject=SECRET", "mailto:a@b.example?<redacted>"),
      ("HTTPS://H.EXAMPLE/A?B=SECRET", "HTTPS://H.EXAMPLE/A?<redacted>"),
      // A comma in the query does not end it (the query parameter after it would show).
      ("https://h/x?location=1,2&token=SECRET", "https://h/x?<redacted>"),
      // In a sentence, in quotes, and two at once.
      (
        "The locator URL ftp://h/x?token=SECRET cannot be used.", "The locator URL ftp://h/x?<redacted> cannot be used."
      ),
      ("it starts with \"https://h/x?k=SECRET\", then", "it starts with \"https://h/x?<redacted>\", then"),
      ("a http://h/?a=1 and svn+ssh://u@h/r?b=2 c", "a http://h/?<redacted> and svn+ssh://<redacted>@h/r?<redacted> c"),
      // Not URLs: a colon followed by a space, a one-letter "scheme", a time.
      ("Esri JSON: the field \"x\" is missing?", "Esri JSON: the field \"x\" is missing?"),
      ("a?b c:d?e", "a?b c:d?e"),
      ("at 12:30?", "at 12:30?"),
      ("no URL at all", "no URL at all"),
      // Nothing secret to take out.
      (
        "https://h.example/arcgis/rest/services/World/GeocodeServer",
        "https://h.example/arcgis/rest/services/World/GeocodeServer"
      ),
    ])
  func redacts(_ text: String, _ expected: String) {
    #expect(URLRedaction.redact(text) == expected)
    #expect(URLRedaction.redact(expected) == expected, "redacting twice changes nothing")
  }
}
