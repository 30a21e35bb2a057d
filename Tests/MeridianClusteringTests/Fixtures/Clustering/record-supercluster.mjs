#!/usr/bin/env node
// Records supercluster's answers on small point sets as JSON fixtures for MeridianClusteringTests.
// Not run by `swift test`: the fixtures it wrote are checked in, with their provenance in README.md.
//
//   node record-supercluster.mjs --supercluster <supercluster 8.0.1 index.js> --geonames <geonames-cities1000.csv> --out <dir>
//
// Writes places.json (the 200 most populous GeoNames places), antimeridian.json (GeoNames places at
// |longitude| >= 178) and edges.json (made-up points: poles, the Mercator limit, duplicates, a pair
// whose distance is within the radius only once rounded to float32). For each set and each options
// run it records, at every zoom minZoom..maxZoom+1: the world query, a box query across the
// antimeridian ([170, -50, -170, -10] and [170, -90, 190, 90]); for every cluster met: its
// expansion zoom, its children, three pages of its leaves (3 from 0, 3 from 2, 5 from 7); with `reduce`, the sum, minimum and maximum
// of `population` (supercluster's map/reduce).
import {writeFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {readGeoNames} from '../../../ClusterEquality/geonames.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].slice(2)] = process.argv[i + 1];
const Supercluster = (await import(pathToFileURL(args.supercluster).href)).default;
const rows = readGeoNames(args.geonames);

const places = [...rows].sort((a, b) => b.population - a.population || a.id - b.id).slice(0, 200);
const antimeridian = rows.filter(r => Math.abs(r.lon) >= 178);
// Made-up points. The last pair: x differs by r(16) = 40 / (512 * 2^16) plus 2^-26 in the unit square,
// so the points are farther apart than the radius in doubles but exactly the radius apart in float32.
const r16 = 40 / (512 * 65536);
const edges = [
    [0, 85.0511287798], [10, 85.06], [10.0001, 88], [-20, 90], [-20.0001, 89.9], [30, -90], [30.0001, -89.5],
    [45, 10], [45, 10], [45, 10], [45, 10], [45, 10],
    [179.9999, -20], [-179.9999, -20], [180, 0], [-180, 0.00001],
    [0, 0], [(r16 + Math.pow(2, -26)) * 360, 0],
].map(([lon, lat], i) => ({id: i, name: `p${i}`, country: '', population: 1000 * (i + 1), lon, lat}));

const feature = r => ({type: 'Feature', properties: {population: r.population},
    geometry: {type: 'Point', coordinates: [r.lon, r.lat]}});

function item(f) {
    if (f.properties && f.properties.cluster) {
        const [lon, lat] = f.geometry.coordinates;
        return [f.properties.cluster_id, -1, f.properties.point_count, lon, lat];
    }
    return [-1, f.index, 1, f.geometry.coordinates[0], f.geometry.coordinates[1]];
}

function record(rowsOfSet, runs) {
    const features = rowsOfSet.map((r, i) => Object.assign(feature(r), {index: i}));
    const out = {points: rowsOfSet.map(r => [r.lon, r.lat, r.population, r.name]), runs: []};
    for (const options of runs) {
        const reduce = options.reduce;
        const o = Object.assign({}, options);
        delete o.reduce;
        if (reduce) {
            o.map = p => ({sum: p.population, min: p.population, max: p.population});
            o.reduce = (a, b) => { a.sum += b.sum; a.min = Math.min(a.min, b.min); a.max = Math.max(a.max, b.max); };
        }
        const index = new Supercluster(o).load(features);
        const seen = new Map();
        const zooms = [], boxes = [];
        const minZoom = o.minZoom ?? 0, maxZoom = o.maxZoom ?? 16;
        const note = f => {
            if (f.properties && f.properties.cluster && !seen.has(f.properties.cluster_id)) {
                const id = f.properties.cluster_id;
                const entry = {
                    expansionZoom: index.getClusterExpansionZoom(id),
                    children: index.getChildren(id).map(item).map(x => x.slice(0, 3)),
                    leaves: [
                        index.getLeaves(id, 3, 0).map(g => g.index),
                        index.getLeaves(id, 3, 2).map(g => g.index),
                        index.getLeaves(id, 5, 7).map(g => g.index),
                    ],
                };
                if (reduce) Object.assign(entry, {sum: f.properties.sum, min: f.properties.min, max: f.properties.max});
                seen.set(id, entry);
            }
        };
        for (let z = minZoom; z <= maxZoom + 1; z++) {
            const world = index.getClusters([-180, -90, 180, 90], z);
            world.forEach(note);
            zooms.push({zoom: z, items: world.map(item)});
            for (const bbox of [[170, -50, -170, -10], [170, -90, 190, 90]]) {
                const found = index.getClusters(bbox, z);
                found.forEach(note);
                boxes.push({bbox, zoom: z, items: found.map(item)});
            }
        }
        out.runs.push({options: Object.assign({radius: 40, extent: 512, minZoom: 0, maxZoom: 16, minPoints: 2}, options),
            zooms, boxes, clusters: Object.fromEntries(seen)});
    }
    return out;
}

const defaults = {radius: 40, extent: 512, minZoom: 0, maxZoom: 16, minPoints: 2};
const other = {radius: 60, extent: 256, minZoom: 2, maxZoom: 12, minPoints: 3};
const sets = {
    places: record(places, [Object.assign({reduce: true}, defaults), other]),
    antimeridian: record(antimeridian, [defaults]),
    edges: record(edges, [defaults, Object.assign({}, defaults, {minPoints: 3})]),
};
for (const [name, data] of Object.entries(sets)) {
    data.source = `supercluster 8.0.1 (mapbox/supercluster 8dd72ac, kdbush 4.1.0), node ${process.version}; recorded by record-supercluster.mjs`;
    writeFileSync(`${args.out}/${name}.json`, JSON.stringify(data) + '\n');
    console.log(name, data.points.length, 'points', JSON.stringify(data).length, 'bytes');
}
