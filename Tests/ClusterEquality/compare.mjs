#!/usr/bin/env node
// The acceptance check of issue 22: Meridian's clusters against supercluster's on the peer's data sets,
// at every zoom 0-17. Not run by `swift test` (it needs node and the peer): see README.md.
//
//   MERIDIAN_CLUSTER_DUMP_DIR=/tmp/dumps MERIDIAN_CLUSTER_SETS=geonames170k,100k,1m \
//     swift run -c release meridian-bench cluster
//   node compare.mjs --peer <peers/supercluster> --geonames <geonames-cities1000.csv> --dumps /tmp/dumps
//
// For each set it builds supercluster 8.0.1 on the same points with the same options
// ({radius: 40, extent: 512, maxZoom: 16, minPoints: 2}), asks getClusters([-180, -90, 180, 90], z) at
// each zoom, and compares every item with Meridian's answer at that zoom: a cluster is equal when
// Meridian has a cluster with the same id and count whose centroid is within 2e-9 degrees; a single
// point when Meridian has that input point alone at that zoom. Prints one line per set and a total.
import {readFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';

const args = {};
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].slice(2)] = process.argv[i + 1];
const Supercluster = (await import(pathToFileURL(`${args.peer}/vendor/supercluster/index.js`).href)).default;
const {loadGeonames, randomPoints} = await import(pathToFileURL(`${args.peer}/points.mjs`).href);
const BOX = [-118.70, 33.70, -117.90, 34.40];
const sets = {
    geonames170k: () => loadGeonames(args.geonames),
    '100k': () => randomPoints(100000, BOX, 1),
    '1m': () => randomPoints(1000000, BOX, 1),
};

function readDump(path) {
    const buffer = readFileSync(path);
    const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    let at = 0;
    const i32 = () => { const v = view.getInt32(at, true); at += 4; return v; };
    const i64 = () => { const v = Number(view.getBigInt64(at, true)); at += 8; return v; };
    const f64 = () => { const v = view.getFloat64(at, true); at += 8; return v; };
    const zooms = new Map();
    for (let z = i32(); z > 0; z--) {
        const zoom = i32();
        const items = new Map();
        for (let n = i32(); n > 0; n--) {
            const id = i64(), count = i32(), lon = f64(), lat = f64();
            items.set(id, {count, lon, lat});
        }
        zooms.set(zoom, items);
    }
    return zooms;
}

const total = {clusters: 0, clustersEqual: 0, points: 0, pointsEqual: 0, extra: 0, maxDelta: 0};
for (const [label, load] of Object.entries(sets)) {
    let mine;
    try { mine = readDump(`${args.dumps}/${label}.bin`); } catch { console.log(`${label}: no dump, skipped`); continue; }
    const points = load();
    points.forEach((p, i) => { p.index = i; });
    const index = new Supercluster({radius: 40, extent: 512, maxZoom: 16, minPoints: 2}).load(points);
    const s = {clusters: 0, clustersEqual: 0, points: 0, pointsEqual: 0, extra: 0, maxDelta: 0};
    for (let z = 0; z <= 17; z++) {
        const theirs = index.getClusters([-180, -90, 180, 90], z);
        const ours = mine.get(z) || new Map();
        for (const f of theirs) {
            if (f.properties && f.properties.cluster) {
                s.clusters++;
                const m = ours.get(f.properties.cluster_id);
                if (!m || m.count !== f.properties.point_count) continue;
                const d = Math.max(Math.abs(m.lon - f.geometry.coordinates[0]), Math.abs(m.lat - f.geometry.coordinates[1]));
                s.maxDelta = Math.max(s.maxDelta, d);
                if (d <= 2e-9) s.clustersEqual++;
            } else {
                s.points++;
                const m = ours.get(-1 - f.index);
                if (m && m.count === 1) s.pointsEqual++;
            }
        }
        s.extra += Math.max(0, ours.size - theirs.length);
    }
    console.log(`${label}: clusters compared ${s.clusters}, clusters equal ${s.clustersEqual}; single points compared ` +
        `${s.points}, equal ${s.pointsEqual}; items only in Meridian's answers ${s.extra}; largest centroid difference ` +
        `${s.maxDelta.toExponential(2)} degrees`);
    for (const k of Object.keys(total)) total[k] = k === 'maxDelta' ? Math.max(total[k], s[k]) : total[k] + s[k];
}
console.log(`all: clusters compared ${total.clusters}, clusters equal ${total.clustersEqual}; single points compared ` +
    `${total.points}, equal ${total.pointsEqual}; items only in Meridian's answers ${total.extra}; largest centroid ` +
    `difference ${total.maxDelta.toExponential(2)} degrees`);
