"""The options of make-world-layer.sh --region, checked, as the cut make_world_layer.py makes.

make-world-layer.sh --region NAME --box W,S,E,N --resolution c|l|i|h|f --zooms A-B [--area KM2]
    [--rivers LEVELS|none] [--about TEXT] OUTPUT_DIR
"""
import argparse
import os
import re


def regional_cut(argv, resolutions, mercator_limit):
    """The cut that --region asks for, its options checked; the command line is kept as its `made` line."""
    parser = argparse.ArgumentParser(prog="make-world-layer.sh", description="Makes one regional world layer cut.")
    parser.add_argument("--region", required=True, help="the cut's name: OUTPUT_DIR/NAME.meridianworld")
    parser.add_argument("--box", required=True, help="west,south,east,north in degrees")
    parser.add_argument("--resolution", required=True, choices=list(resolutions), help="GSHHG's resolution")
    parser.add_argument("--zooms", required=True, help="A-B: the levels the basemap builder makes from it")
    parser.add_argument("--area", default="0", help="GMT's -A: the smallest land or lake kept, km² (0)")
    parser.add_argument("--rivers", default="1,2", help="GSHHG's river levels, comma-separated, or none (1,2)")
    parser.add_argument("--about", help="what the cut is, for its name line")
    parser.add_argument("output", help="the directory written to")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", args.region):
        parser.error(f"--region {args.region!r}: letters, digits, '.', '_' and '-' only")
    try:
        w, s, e, n = (float(v) for v in args.box.split(","))
    except ValueError:
        parser.error(f"--box {args.box!r}: four numbers, west,south,east,north")
    if not (-180 <= w < e <= 180 and -mercator_limit <= s < n <= mercator_limit):
        parser.error(f"--box {args.box!r}: needs -180 <= west < east <= 180 and "
                     f"-{mercator_limit} <= south < north <= {mercator_limit}")
    zooms = re.fullmatch(r"(\d{1,2})-(\d{1,2})", args.zooms)
    if not zooms or not int(zooms[1]) <= int(zooms[2]) <= 22:
        parser.error(f"--zooms {args.zooms!r}: two levels A-B, 0 <= A <= B <= 22")
    if not re.fullmatch(r"\d+(\.\d+)?", args.area):
        parser.error(f"--area {args.area!r}: a number of km²")
    if args.rivers != "none" and not re.fullmatch(r"([1-9]|10|11)(,([1-9]|10|11))*", args.rivers):
        parser.error(f"--rivers {args.rivers!r}: GSHHG river levels 1-11, comma-separated, or none")
    if not os.path.isdir(args.output):
        parser.error(f"{args.output}: not a directory")
    box = tuple(int(v) if v == int(v) else v for v in (w, s, e, n))
    first, last = int(zooms[1]), int(zooms[2])
    about = args.about or f"{args.region} at zooms {first}-{last}"
    if any(c in about for c in "\t\r\n"):
        parser.error("--about: no tab or line break")
    made = " ".join(["scripts/world-layer/make-world-layer.sh", "--region", args.region, "--box", args.box,
                     "--resolution", args.resolution, "--zooms", args.zooms]
                    + (["--area", args.area] if args.area != "0" else [])
                    + (["--rivers", args.rivers] if args.rivers != "1,2" else []))
    rivers = [] if args.rivers == "none" else [f"-I{level}" for level in args.rivers.split(",")]
    cut = dict(file=f"{args.region}.meridianworld", res=args.resolution, box=box, zooms=(first, last),
               area=args.area, land=True, rivers=rivers, about=about, made=made)
    return cut, args.output
