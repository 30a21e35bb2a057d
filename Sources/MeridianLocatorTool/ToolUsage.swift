/// The tool's help texts.
enum ToolUsage {
  /// The usage line a wrong command line is answered with.
  static let line = "meridian-locator build --output FILE [options] DATA-FILE..."

  static let overview = """
    meridian-locator: builds an offline locator index (for OfflineLocator(contentsOf:)) from your
    own places, in CSV or GeoJSON files in the Meridian schema.

    USAGE
      meridian-locator build --output FILE [--name NAME] [--force] [--quiet] DATA-FILE...
      meridian-locator inspect INDEX-FILE
      meridian-locator categories
      meridian-locator help [build | inspect | categories]
      meridian-locator --help | --version

    EXIT STATUS
      0 success, 64 wrong command line, 65 bad data (the message names file:line:column),
      66 an input file is missing, 73 the output exists (use --force), 74 cannot write or read an index.

    """

  static let build = """
    meridian-locator build --output FILE [options] DATA-FILE...
      Reads every DATA-FILE (*.csv, or *.geojson / *.json), validates every row, builds the index and
      writes it to FILE. A bad row, or a file with no rows, stops the build and nothing is written.
      Prints what it built: the name, records, distinct names, categories, the file size and the time.

      -o, --output FILE   the index file to write (required; by convention *.meridianindex)
      -n, --name NAME     the locator's name, kept in FILE (default: FILE's name without its extension)
      -f, --force         replace FILE if it exists (otherwise an existing FILE is refused)
      -q, --quiet         print nothing but errors (no progress bar, no summary)
      -h, --help          print this help
      --                  end of options: later words are data files

      A progress bar is drawn on standard error when it is a terminal; the summary goes to standard output.

    """

  static let inspect = """
    meridian-locator inspect INDEX-FILE
      Loads an index file and prints the same summary as build: the name it was built with, records,
      distinct names, categories, the file size and the load time. A file that is not an index, of another format version or
      damaged is refused (exit status 65).

    """

  static let categories = """
    meridian-locator categories
      Prints the category tree, one category a line, each level indented two spaces under its parent:
      the names the category column takes (a row may name any level; filtering by a category
      includes everything below it). Names compare case-insensitively, a plural "s" allowed.

    """

  static let schema = """
    SCHEMA (CSV: a header row, columns in any order, names compared case-insensitively)
      latitude, longitude   WGS84 decimal degrees (required)
      name                  the place's name (every row needs a name or a street)
      alternate_names       other names, separated by |
      category              a category of the tree, e.g. "Coffee Shop", "City" (see 'categories')
                            (default: "Point Address" for a row without a name, else "POI")
      house_number, street, postcode, city, subregion, region, region_abbr   the address
      country, country_name ISO 3166 code (two or three letters) and name
      rank or population    prominence: higher first among equal matches
      phone, url            contact details
      CSV is RFC 4180 (quoted fields, doubled quotes, CRLF and a UTF-8 byte-order mark accepted).
      GeoJSON: a FeatureCollection of Point features whose properties use the same names
      (alternate_names may be an array of strings). See docs/offline-locator.md, "Your own data".

    """

  static let examples = """
    EXAMPLES
      meridian-locator build --name "My places" --output places.meridianindex shops.csv parks.geojson
      meridian-locator build -o places.meridianindex --force --quiet shops.csv
      meridian-locator inspect places.meridianindex
      meridian-locator categories

    """
}
