/// The tool's help texts.
enum ToolUsage {
  /// The usage line a wrong command line is answered with.
  static let line =
    "meridian-basemap build EXTRACT.osm.pbf [--world COUNTRIES.geojson] [--world-layer FILE.meridianworld ...] [--places FILE.csv] [--output FILE]"

  static let overview = """
    meridian-basemap: builds an offline vector basemap file (for VectorTileCache(contentsOf:)) from an
    OpenStreetMap extract, and prints what a basemap file holds.

    USAGE
      meridian-basemap build EXTRACT.osm.pbf [--world COUNTRIES.geojson] [--world-layer FILE.meridianworld ...]
                             [--places FILE.csv] [--output FILE] [--force] [--quiet]
      meridian-basemap inspect FILE
      meridian-basemap help [build | inspect]
      meridian-basemap --help | --version

    EXIT STATUS
      0 success, 64 wrong command line, 65 bad data (an extract, world file, places file or basemap file that
      cannot be read; the message says where), 66 an input file is missing, 73 the output exists (use --force),
      74 cannot write the basemap.

    """

  static let build = """
    meridian-basemap build EXTRACT.osm.pbf [options]
      Reads the extract (OpenStreetMap's PBF format), classifies its ways, multipolygons and places with
      the default style, closes areas cut by the extract's edge along its box where that is unambiguous,
      makes the sea from the coastline, generalizes it for zoom levels 6 to 16 (zooms 6 to 11 hold what
      OpenStreetMap Carto draws there: main roads, railways, rivers, lakes, forests, built-up land) and writes the
      basemap file. Prints a progress line at least every 2 seconds on standard error, then the build
      report on standard output: what was read, features, ways cut by the extract's edge, areas closed
      along its box, the coastline and sea, shapes per zoom, the box, the source checksum, and every
      feature that could not be drawn whole, with why.

      -w, --world FILE    the world's country polygons, a GeoJSON FeatureCollection such as Natural Earth's
                          admin-0 countries: land against sea beyond the extract and at zoom levels 0 to 5.
                          Without it the basemap has no land beyond the extract (it draws as sea there).
      -l, --world-layer FILE  a world layer file (.meridianworld, docs/data.md; the sample data's
                          world-crude, world-low, ...): land, lakes, borders, rivers and country names at
                          every zoom. Give it once per file; a regional cut (make-world-layer.sh --region,
                          docs/basemap.md) is drawn over coarser ones inside its box from its first zoom.
                          With world layer files and no coastline in the extract, the world layer decides
                          land and sea inside the extract too.
      -p, --places FILE   populated places, a GeoNames cities CSV (columns geonameid, name, countrycode,
                          population, latitude, longitude; the sample data's geonames-cities1000.csv):
                          every place of 10,000 people or more, or no population given, is labelled
                          beyond the extract (100,000 or more as a city, else a town) at the zooms
                          OpenStreetMap Carto names such places. No place is marked a capital.
      -o, --output FILE   the basemap file to write (default: the extract's name with .meridianbasemap, in
                          the current folder)
      -f, --force         replace FILE if it exists (otherwise an existing FILE is refused)
      -q, --quiet         print nothing but errors (no progress, no report)
      -h, --help          print this help
      --                  end of options: a later word is the extract even when it starts with '-'

    """

  static let inspect = """
    meridian-basemap inspect FILE
      Loads a basemap file and prints what it holds: features, zoom levels, shapes per zoom, the extract's
      box in degrees, the checksum of the sources it was built from, the file size and the load time.
      A file that is not a basemap, of another format version, or damaged is refused (exit status 65).

    """

  static let examples = """
    EXAMPLES
      meridian-basemap build helsinki.osm.pbf --world naturalearth-countries.geojson
      meridian-basemap build city.osm.pbf -o App/Resources/city.meridianbasemap --force --quiet
      meridian-basemap build country.osm.pbf --world naturalearth-countries.geojson \\
        --world-layer world-crude.meridianworld --world-layer world-low.meridianworld \\
        --places geonames-cities1000.csv
      meridian-basemap inspect helsinki.meridianbasemap

    """
}
