# Writes Natural Earth's 1:50m admin-0 countries from Debian's r-cran-rnaturalearthdata as plain text,
# for make_world_layer.py: one line per ring, tab-separated:
#   country index, name, ISO 3166-1 alpha-2, 1 for a hole or 0 for an outer ring, then "lon lat" pairs
#   joined by ";".
# Usage: Rscript naturalearth-countries.R OUTPUT
suppressMessages(library(sp))
args <- commandArgs(trailingOnly = TRUE)
if (length(args) != 1) stop("usage: Rscript naturalearth-countries.R OUTPUT")
countries <- rnaturalearthdata::countries50
out <- file(args[1], open = "w", encoding = "UTF-8")
cat(sprintf("# rnaturalearthdata %s countries50: %d countries\n",
            as.character(packageVersion("rnaturalearthdata")), length(countries@polygons)), file = out)
for (i in seq_along(countries@polygons)) {
  name <- enc2utf8(as.character(countries@data$name[i]))
  iso <- as.character(countries@data$iso_a2[i])
  for (ring in countries@polygons[[i]]@Polygons) {
    xy <- ring@coords
    points <- paste(sprintf("%.6f %.6f", xy[, 1], xy[, 2]), collapse = ";")
    cat(i, "\t", name, "\t", iso, "\t", as.integer(ring@hole), "\t", points, "\n", sep = "", file = out)
  }
}
close(out)
