"""Checks that docs/architecture.md's module graph is Package.swift's.

Usage: swift package dump-package > package.json
       check-module-graph.py package.json docs/architecture.md   (exit 1 and a list when they differ)
       check-module-graph.py --self-test

The modules are the package's targets under Sources/ (libraries, the hidden targets, the umbrella,
the tools and the bench); examples, test scaffolding and tests are left out. The guide holds the
graph twice: a drawing (the first ```text block after "## The module graph"), which must name every
module, and a table between the comments `<!-- module-graph -->` and `<!-- /module-graph -->`, one
row per module (`| `Name` | `Dependency`, `Dependency` |`, `—` for none), which must list exactly the
modules and the direct dependencies that Package.swift declares. Standard library only.
"""
import json, re, sys

BEGIN, END = "<!-- module-graph -->", "<!-- /module-graph -->"
ROW = re.compile(r"^\|\s*`(\w+)`\s*\|(.*)\|\s*$")


def package_graph(package):
    """{module: set of direct dependencies} for the targets under Sources/."""
    graph = {}
    for target in package.get("targets", []):
        if target.get("type") not in ("regular", "executable", "system"):
            continue
        path = target.get("path")
        if path is not None and not path.startswith("Sources/"):
            continue
        dependencies = set()
        for dependency in target.get("dependencies", []):
            for value in dependency.values():  # {"byName": [name, condition]}, {"target": [...]}, ...
                dependencies.add(value[0])
        graph[target["name"]] = dependencies
    return graph


def documented_graph(markdown):
    """The table's {module: set of dependencies}, the drawing's text, and problems reading them."""
    problems = []
    graph = {}
    if BEGIN not in markdown or END not in markdown:
        return graph, "", [f"no table between {BEGIN} and {END}"]
    table = markdown.split(BEGIN, 1)[1].split(END, 1)[0]
    for line in table.splitlines():
        match = ROW.match(line.strip())
        if not match:
            continue
        name, cell = match.group(1), match.group(2).strip()
        if name in graph:
            problems.append(f"the table lists {name} twice")
        graph[name] = set() if cell in ("—", "-", "") else set(re.findall(r"`(\w+)`", cell))
    section = markdown.split("## The module graph", 1)
    drawing = ""
    if len(section) == 2 and "```text" in section[1]:
        drawing = section[1].split("```text", 1)[1].split("```", 1)[0]
    else:
        problems.append("no ```text drawing under '## The module graph'")
    return graph, drawing, problems


def compare(package, markdown):
    """The differences between the package's graph and the guide's, as sentences."""
    actual = package_graph(package)
    documented, drawing, problems = documented_graph(markdown)
    for name in sorted(actual.keys() - documented.keys()):
        problems.append(f"{name} is a module of Package.swift but not in the table")
    for name in sorted(documented.keys() - actual.keys()):
        problems.append(f"{name} is in the table but not a module of Package.swift")
    for name in sorted(actual.keys() & documented.keys()):
        for missing in sorted(actual[name] - documented[name]):
            problems.append(f"{name} depends on {missing} in Package.swift; the table leaves it out")
        for extra in sorted(documented[name] - actual[name]):
            problems.append(f"the table says {name} depends on {extra}; Package.swift does not")
    for name in sorted(actual):
        if not re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", drawing):
            problems.append(f"{name} is not in the drawing")
    return problems


def check(package_path, markdown_path):
    package = json.load(open(package_path))
    problems = compare(package, open(markdown_path, encoding="utf-8").read())
    if problems:
        print(f"{markdown_path}'s module graph differs from Package.swift:")
        for problem in problems:
            print(f"  {problem}")
        sys.exit(1)
    print(f"ok: {markdown_path} shows the {len(package_graph(package))} modules and their dependencies")


def self_test():
    package = {"targets": [
        {"name": "Core", "type": "regular", "path": None, "dependencies": [{"target": ["Utilities", None]}]},
        {"name": "Utilities", "type": "regular", "path": None, "dependencies": []},
        {"name": "Map", "type": "regular", "path": None,
         "dependencies": [{"byName": ["Core", None]}, {"target": ["Utilities", None]}]},
        {"name": "Tool", "type": "executable", "path": None, "dependencies": [{"byName": ["Map", None]}]},
        {"name": "Demo", "type": "regular", "path": "Examples/Demo", "dependencies": [{"byName": ["Map", None]}]},
        {"name": "MapTests", "type": "test", "path": None, "dependencies": [{"byName": ["Map", None]}]},
    ]}
    drawing = "# Architecture\n\n## The module graph\n\n```text\nCore ◀── Map ◀── Tool\n(Utilities)\n```\n\n"
    table = "\n".join([
        BEGIN, "| module | depends on |", "|---|---|", "| `Utilities` | — |", "| `Core` | `Utilities` |",
        "| `Map` | `Core`, `Utilities` |", "| `Tool` | `Map` |", END, ""])
    good = drawing + table
    assert compare(package, good) == [], compare(package, good)
    cases = [
        (good.replace("| `Map` | `Core`, `Utilities` |", "| `Map` | `Core` |"),
         "Map depends on Utilities in Package.swift; the table leaves it out"),
        (good.replace("| `Tool` | `Map` |", "| `Tool` | `Map`, `Core` |"),
         "the table says Tool depends on Core; Package.swift does not"),
        (good.replace("| `Tool` | `Map` |\n", ""), "Tool is a module of Package.swift but not in the table"),
        (good.replace(END, "| `Gone` | — |\n" + END), "Gone is in the table but not a module of Package.swift"),
        (good.replace("◀── Tool", ""), "Tool is not in the drawing"),
        (good.replace("(Utilities)", "(InternalUtilities)"), "Utilities is not in the drawing"),
        (drawing, f"no table between {BEGIN} and {END}"),
    ]
    for markdown, expected in cases:
        problems = compare(package, markdown)
        assert expected in problems, (expected, problems)
    print("ok: the module graph check's self-test")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
    elif len(sys.argv) == 3:
        check(sys.argv[1], sys.argv[2])
    else:
        sys.exit(__doc__)
