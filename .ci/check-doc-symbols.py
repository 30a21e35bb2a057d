"""Checks that the API the guides name in code font exists, public, in the package's symbol graphs.

Usage: check-doc-symbols.py SYMBOLGRAPH_DIR MARKDOWN...     (exit 1 and a list when a name is missing)
       check-doc-symbols.py --self-test

SYMBOLGRAPH_DIR is what `swift package dump-symbol-graph` writes (public symbols only, by default).
A code span is checked when it starts with one of the package's public types: `OfflineLocator`,
`SampleData.BuildProgress`, `GeocodingError.dataFile(path:line:message:)`,
`OfflineLocator(contentsOf:name:)` (an initializer), `MapView.identify(on:screenPoint:tolerance:)`.
The rest of the span must then be a public member of that type, with the same argument labels
when the span gives them. Spans that start with anything else (the standard library's types,
internal types, file names, shell commands) are not judged: this is a heuristic that catches a
renamed, removed or internal member of a public type, not every stale name. Fenced code blocks are
skipped (the tests compile the Swift ones), and so is a span the text introduces as `internal` or
`package-level` (the architecture guide names such code on purpose).
"""
import glob, json, os, re, sys, tempfile

SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
NAME = re.compile(r"^([A-Z]\w*(?:\.\w+)*)(\(((?:\w+:)*)\))?$")
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}


def parameters(symbol):
    """(label, has a default value) for each parameter, from the declaration fragments: a label is
    an `externalParam` fragment in the outermost parentheses, a default an `=` there."""
    result = []
    depth = 0
    for fragment in symbol.get("declarationFragments", []):
        kind, text = fragment.get("kind"), fragment.get("spelling", "")
        if kind == "externalParam" and depth == 1:
            result.append([text, False])
            continue
        for index, character in enumerate(text):
            if character in "([<":
                depth += 1
            elif character in ")]" or (character == ">" and text[index - 1:index] != "-"):
                depth -= 1
            elif character == "=" and depth == 1 and result:
                result[-1][1] = True
    return [(label, defaulted) for label, defaulted in result]


def load_symbols(folder):
    """The public types (dotted paths), every public symbol's dotted path, and each function's
    parameters by the dotted path of its base name (`LocatorTask.init`)."""
    types, paths, functions = set(), set(), {}
    for path in glob.glob(os.path.join(folder, "**", "*.symbols.json"), recursive=True):
        graph = json.load(open(path))
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            components = symbol.get("pathComponents", [])
            if not components:
                continue
            dotted = ".".join(components)
            paths.add(dotted)
            if symbol.get("kind", {}).get("identifier") in TYPE_KINDS:
                types.add(dotted)
            if "(" in components[-1]:
                base = ".".join(components[:-1] + [components[-1].split("(")[0]])
                functions.setdefault(base, []).append(parameters(symbol))
    return types, paths, functions


def callable_with(labels, declared):
    """Whether a call naming `labels` (in order) fits parameters `declared`, leaving out only
    parameters that have default values."""
    position = 0
    for label, defaulted in declared:
        if position < len(labels) and labels[position] == label:
            position += 1
        elif not defaulted:
            return False
    return position == len(labels)


def spans(text):
    """The inline code spans outside fenced blocks, with their line numbers."""
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if line.strip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            for match in SPAN.finditer(line):
                # A name the text calls internal or package-level is not public on purpose.
                if re.search(r"\b(internal|package-level)\s+$", line[:match.start()], re.IGNORECASE):
                    continue
                yield number, match.group(1)


def judge(span, types, paths, functions):
    """None when the span names existing API or is not judged, else what is wrong."""
    match = NAME.match(span.strip())
    if not match:
        return None
    dotted, call, labels = match.group(1), match.group(2), match.group(3) or ""
    components = dotted.split(".")
    # The longest leading run of components that is a public type.
    owner = None
    for end in range(len(components), 0, -1):
        if ".".join(components[:end]) in types:
            owner = end
            break
    if owner is None:
        return None
    type_name = ".".join(components[:owner])
    rest = components[owner:]
    wanted_labels = [label for label in labels.split(":") if label]
    if not rest:
        if call is None:
            return None
        overloads = functions.get(f"{type_name}.init", [])
        if f"{type_name}.init({labels})" in paths or any(
                callable_with(wanted_labels, declared) for declared in overloads):
            return None
        return f"no public initializer {type_name}({labels})"
    if len(rest) > 1:
        return f"{'.'.join(rest[:-1])} is not a public type in {type_name}"
    member = rest[0]
    if call is not None:
        if f"{type_name}.{member}({labels})" in paths:
            return None
        overloads = functions.get(f"{type_name}.{member}", [])
        if any(callable_with(wanted_labels, declared) for declared in overloads):
            return None
        return f"no public member {member}({labels}) of {type_name}"
    prefix = f"{type_name}.{member}"
    if prefix in paths or any(p.startswith(prefix + "(") for p in paths):
        return None
    return f"no public member {member} of {type_name}"


def check(folder, files):
    types, paths, functions = load_symbols(folder)
    if not types:
        sys.exit(f"{folder}: no public types in any *.symbols.json")
    problems = []
    for path in files:
        for number, span in spans(open(path, encoding="utf-8").read()):
            reason = judge(span, types, paths, functions)
            if reason:
                problems.append(f"{path}:{number}: `{span}`: {reason}")
    return problems, len(types)


def self_test():
    graph = {
        "module": {"name": "Demo"},
        "symbols": [
            {"accessLevel": "public", "kind": {"identifier": "swift.class"}, "pathComponents": ["Locator"]},
            {"accessLevel": "public", "kind": {"identifier": "swift.init"}, "pathComponents": ["Locator", "init(name:)"]},
            {"accessLevel": "public", "kind": {"identifier": "swift.method"},
             "pathComponents": ["Locator", "write(to:)"]},
            {"accessLevel": "public", "kind": {"identifier": "swift.init"},
             "pathComponents": ["Locator", "init(url:key:)"],
             "declarationFragments": [
                 {"kind": "keyword", "spelling": "init"}, {"kind": "text", "spelling": "("},
                 {"kind": "externalParam", "spelling": "url"}, {"kind": "text", "spelling": ": "},
                 {"kind": "typeIdentifier", "spelling": "URL"}, {"kind": "text", "spelling": ", "},
                 {"kind": "externalParam", "spelling": "key"}, {"kind": "text", "spelling": ": "},
                 {"kind": "typeIdentifier", "spelling": "String"}, {"kind": "text", "spelling": "? = nil)"}]},
            {"accessLevel": "public", "kind": {"identifier": "swift.enum"}, "pathComponents": ["LocatorError"]},
            {"accessLevel": "public", "kind": {"identifier": "swift.enum.case"},
             "pathComponents": ["LocatorError", "cancelled"]},
            {"accessLevel": "public", "kind": {"identifier": "swift.struct"},
             "pathComponents": ["Locator", "Progress"]},
            {"accessLevel": "internal", "kind": {"identifier": "swift.method"},
             "pathComponents": ["Locator", "geocode(text:parameters:)"]},
        ],
    }
    markdown = "\n".join([
        "Good: `Locator`, `Locator(name:)`, `Locator(url:)`, `Locator(url:key:)`, `Locator.write(to:)`,",
        "`Locator.write`, `LocatorError.cancelled`,",
        "`Locator.Progress`, `Task.isCancelled`, `swift run demo`, `Sources/Demo/Locator.swift`,",
        "the internal `Locator.index`, the package-level `Locator.cells`.",
        "```swift",
        "Locator.gone()  // code blocks are not judged",
        "```",
        "Bad: `Locator.geocode(text:parameters:)`, `Locator(path:)`, `LocatorError.failed`,",
        "`Locator.write(into:)`, `Locator(key:)`.",
    ])
    with tempfile.TemporaryDirectory() as folder:
        json.dump(graph, open(os.path.join(folder, "Demo.symbols.json"), "w"))
        doc = os.path.join(folder, "doc.md")
        open(doc, "w").write(markdown)
        problems, _ = check(folder, [doc])
    found = [p.split("`")[1] for p in problems]
    expected = [
        "Locator.geocode(text:parameters:)", "Locator(path:)", "LocatorError.failed", "Locator.write(into:)",
        "Locator(key:)",
    ]
    if found != expected:
        sys.exit(f"self-test FAILED: reported {found}, expected {expected}")
    print(f"self-test ok: the {len(expected)} missing names reported, the good and unjudged ones not")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        sys.exit(0)
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    problems, type_count = check(sys.argv[1], sys.argv[2:])
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(f"{len(problems)} names in code font are not public API (see above)")
    print(f"ok: every code-font name that starts with one of the {type_count} public types exists")
