// The GeoNames cities CSV read in file order, for the cluster fixture scripts (not run by `swift test`).
// RFC 4180 quoting; the file has no line breaks inside fields.
import {readFileSync} from 'node:fs';

function splitCsv(line) {
    const out = [];
    let cur = '', q = false;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (q) {
            if (c === '"') { if (line[i + 1] === '"') { cur += '"'; i++; } else q = false; } else cur += c;
        } else if (c === '"') q = true;
        else if (c === ',') { out.push(cur); cur = ''; } else cur += c;
    }
    out.push(cur);
    return out;
}

// One row per place: {id, name, country, population, lon, lat}, coordinates parsed with Number().
export function readGeoNames(path) {
    const lines = readFileSync(path, 'utf8').split('\n');
    const head = splitCsv(lines[0].replace(/\r$/, ''));
    const col = name => head.indexOf(name);
    const rows = [];
    for (let i = 1; i < lines.length; i++) {
        const l = lines[i].replace(/\r$/, '');
        if (!l) continue;
        const f = splitCsv(l);
        rows.push({id: +f[col('geonameid')], name: f[col('name')], country: f[col('countrycode')],
            population: +f[col('population')], lon: Number(f[col('longitude')]), lat: Number(f[col('latitude')])});
    }
    return rows;
}
