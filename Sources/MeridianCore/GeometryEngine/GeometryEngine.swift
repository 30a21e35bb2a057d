/// Static geometry operations: projection, measurement, relations and construction.
///
/// Every operation validates its input and throws ``GeometryError`` on NaN or infinite coordinates,
/// out-of-range latitudes, unsupported spatial references and empty geometries where those matter.
public enum GeometryEngine {}
