#!/usr/bin/env node
// What supercluster answers for the views of the cluster-places example: the numbers
// ClusterPlacesTranscriptTests expects. Not run by `swift test`; its output is written into the test.
//
//   node cluster-places-supercluster.mjs --supercluster <supercluster 8.0.1 index.js> --geonames <geonames-cities1000.csv>
//
// The example clusters the GeoNames places in file order with ClusteringFeatureReduction's defaults on
// 256-point tiles: supercluster options {radius: 60, extent: 256, maxZoom: 16, minPoints: 2}, with
// map/reduce of the population sum and of a histogram of country codes (the mode: the most frequent,
// the least code on a tie). Its views are 1024 x 768 points of Web Mercator at tiling level z
// (scale = 2πR/256/2^z x 96 x 39.37; a point is scale x 0.0254/96 metres), centred as the example
// centres them; each view's bbox goes to getClusters.
import {pathToFileURL} from 'node:url';
import {readGeoNames} from '../../ClusterEquality/geonames.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].slice(2)] = process.argv[i + 1];
const Supercluster = (await import(pathToFileURL(args.supercluster).href)).default;
const features = readGeoNames(args.geonames).map((r, index) => ({type: 'Feature', index,
    properties: {name: r.name, population: r.population, country: r.country},
    geometry: {type: 'Point', coordinates: [r.lon, r.lat]}}));

const index = new Supercluster({
    radius: 60, extent: 256, maxZoom: 16, minPoints: 2,
    map: p => ({people: p.population, countries: {[p.country]: 1}}),
    reduce: (a, b) => {
        a.people += b.people;
        a.countries = Object.assign({}, a.countries);
        for (const [k, v] of Object.entries(b.countries)) a.countries[k] = (a.countries[k] || 0) + v;
    },
}).load(features);

const mode = counts => Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
const R = 6378137;
const level0 = 2 * Math.PI * R / 256;
const scale = z => level0 / 2 ** z * 96 * 39.37;

function view(z, lat, lon) {
    const upp = scale(z) * 0.0254 / 96;
    const x0 = R * lon * Math.PI / 180, y0 = R * Math.log(Math.tan(Math.PI / 4 + lat * Math.PI / 360));
    const toLon = x => x / R * 180 / Math.PI, toLat = y => (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * 180 / Math.PI;
    const bbox = [toLon(x0 - 512 * upp), toLat(y0 - 384 * upp), toLon(x0 + 512 * upp), toLat(y0 + 384 * upp)];
    const found = index.getClusters(bbox, z);
    const clusters = found.filter(f => f.properties.cluster);
    const singles = found.filter(f => !f.properties.cluster).sort((a, b) => a.index - b.index);
    const top = [...clusters].sort((a, b) => b.properties.point_count - a.properties.point_count ||
        a.properties.cluster_id - b.properties.cluster_id).slice(0, 3).map(f => ({
        id: f.properties.cluster_id, count: f.properties.point_count,
        lat: f.geometry.coordinates[1].toFixed(5), lon: f.geometry.coordinates[0].toFixed(5),
        people: f.properties.people, country: mode(f.properties.countries),
        expansionZoom: index.getClusterExpansionZoom(f.properties.cluster_id)}));
    return {zoom: z, clusters: clusters.length, places: clusters.reduce((s, f) => s + f.properties.point_count, 0),
        singles: singles.length, firstSingles: singles.slice(0, 3).map(f => f.properties.name), top};
}

const world = view(2, 0, 0);
console.log(JSON.stringify(world));
const first = index.getClusters([-180, -90, 180, 90], 2).find(f => f.properties.cluster_id === world.top[0].id);
const [lon, lat] = first.geometry.coordinates;
const expansion = index.getClusterExpansionZoom(world.top[0].id);
for (const z of [expansion, expansion + 3, expansion + 6]) console.log(JSON.stringify(view(z, lat, lon)));
for (const offset of [0, 5]) {
    console.log(JSON.stringify(index.getLeaves(world.top[0].id, 5, offset)
        .map(f => `${f.properties.name} (${f.properties.country})`)));
}
