/// One command of the interactive shell (`meridian-demo --interactive`).
///
/// The shell reads one command a line. Screen coordinates are in points from the top-left corner of
/// the map view, y down, as a UI front reports a finger.
public enum ShellCommand: Sendable, Hashable {
  /// `category <name>`: search a place category near the visible centre (find places), e.g. `category coffee`.
  case category(String)
  /// `search <text>`: submit an address or place search (search for an address).
  case search(String)
  /// `suggest <text>`: list suggestions for partial text (find place).
  case suggest(String)
  /// `tap <x> <y>`: tap the map at a screen point.
  case tap(x: Double, y: Double)
  /// `pan <dx> <dy>`: drag the map by a screen offset in points.
  case pan(dx: Double, dy: Double)
  /// `zoom <factor>`: zoom in by a factor (2 halves the scale denominator; 0.5 zooms out).
  case zoom(factor: Double)
  /// `state`: print the current state of the models and the map view.
  case state
  /// `snapshot <file>`: write an SVG snapshot of the map to a file.
  case snapshot(path: String)
  /// `help`: list the commands.
  case help
  /// `quit` or `exit`: leave the shell.
  case quit

  /// The help text, one command a line, as `help` prints it.
  public static let helpText = """
    commands:
      category <name>    search a category near the visible centre (coffee, gas, food, hotel, parks)
      search <text>      search for an address or place and show the best match
      suggest <text>     list suggestions for partial text
      tap <x> <y>        tap the map at a screen point (points, from the top-left corner)
      pan <dx> <dy>      drag the map by a screen offset in points
      zoom <factor>      zoom in by a factor (2 zooms in, 0.5 zooms out)
      state              print the current state
      snapshot <file>    write an SVG snapshot of the map
      help               show this list
      quit               leave the shell
    """
}
