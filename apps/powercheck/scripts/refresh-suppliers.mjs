#!/usr/bin/env node
/**
 * Refreshes the supplier figures (src/suppliers/data/figures.json) from newer source data and prints which scores
 * moved, by how much.
 *
 *   node scripts/refresh-suppliers.mjs [--cwape <snapshot.json>] [--cwape-url <address>]
 *                                      [--brugel <snapshot.json>] [--brugel-url <address>]
 *                                      [--cards <extract.json>] [--index "<name>=<€/MWh>" ...]
 *                                      [--revised YYYY-MM-DD] [--report <file.md>] [--dry-run]
 *
 * --cwape     a CompaCWaPE snapshot in the JSON of the public archive amcaw/energy-db
 *             (data/cwape/electricite/jours/<date>.json): replaces Wallonia's prices, fixed offers and markups.
 * --brugel    a BruSim (Brugel) snapshot from the same archive (data/brugel/electricite/jours/<date>.json), same
 *             fields: replaces Brussels' prices, fixed offers and markups.
 * --cards     the Flemish tariff cards of one month, extracted from the public archive renaudallard/be_price_cards
 *             (electricity/cards/<supplier>/<contract>/flanders/<YYYY-MM>.json) in the shape of
 *             src/suppliers/data/cards-flanders-2026-10.json: replaces Flanders' prices (with their components, day/night
 *             prices where a card gives day and night formulas) and markups, re-priced at the month's index values.
 *             Fixed offers are kept: the variable products' cards do not say whether a supplier has a fixed one.
 * --index     a month index value for the cards, e.g. --index "Belpex RLP M=150.94895" --index "Epex DAM=145.01543";
 *             overrides the extract's own value of that index (repeat for each index).
 * The green ranking and complaint figures are edited by hand in figures.json (each with source and note).
 * Needs Node 22.18+ (the TypeScript modules are loaded with Node's built-in type stripping).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cardSourceOf, figuresFromCards } from '../src/suppliers/cards.ts';
import { figuresFromCwape } from '../src/suppliers/cwape.ts';
import { dataVersionOf } from '../src/suppliers/derive.ts';
import { diffFigures, formatDiffReport } from '../src/suppliers/diff.ts';
import { validateFigures } from '../src/suppliers/figures.ts';

const suppliersDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'suppliers');
const figuresPath = join(suppliersDir, 'data', 'figures.json');

/** The two regulators' comparators archived in the same JSON shape: which region each feeds and how it is cited. */
const COMPARATORS = {
  cwape: { region: 'wallonia', comparator: 'CompaCWaPE', title: (date, place, kwh) => `CompaCWaPE, the comparator of the Walloon regulator CWaPE: public simulations of ${date} for ${place ?? 'Wallonia'} and ${kwh} kWh, archived as JSON in amcaw/energy-db` },
  brugel: { region: 'brussels', comparator: 'BruSim', title: (date, place, kwh) => `BruSim, the comparator of the Brussels regulator Brugel: public simulations of ${date} for ${place ?? 'Brussels'} and ${kwh} kWh, archived as JSON in amcaw/energy-db` },
};

/** Applies newer source data to the figures; returns the new figures (the input is not changed). */
export function refreshFigures(before, { cwape, cwapeUrl, brugel, brugelUrl, cards, indexes, revised }) {
  const after = structuredClone(before);
  for (const [key, snapshot, url] of [['cwape', cwape, cwapeUrl], ['brugel', brugel, brugelUrl]]) {
    if (!snapshot) continue;
    const { region: regionName, comparator, title } = COMPARATORS[key];
    const id = `${key}-${snapshot.date}`;
    after.sources[id] = {
      title: title(snapshot.date, snapshot.localite, snapshot.kwh_reference),
      ...(url ? { url } : before.sources[id]?.url ? { url: before.sources[id].url } : {}),
      published: snapshot.date,
      retrieved: revised,
    };
    const region = after.regions[regionName];
    Object.assign(region, figuresFromCwape(snapshot, id, region.suppliers, comparator), { priceDate: snapshot.date });
  }
  if (cards) {
    const { id, record } = cardSourceOf(cards);
    after.sources[id] = record;
    const region = after.regions.flanders;
    Object.assign(region, figuresFromCards(cards, { ...cards.indexes.values, ...indexes }, id, region.suppliers));
  }
  // Sources no cell cites any more are dropped.
  const cited = new Set(JSON.stringify(after).match(/"source":"[^"]+"/g)?.map((text) => text.slice(10, -1)));
  for (const id of Object.keys(after.sources)) if (!cited.has(id)) delete after.sources[id];
  after.revised = revised;
  return after;
}

async function main() {
  const { values } = parseArgs({
    options: {
      cwape: { type: 'string' },
      'cwape-url': { type: 'string' },
      brugel: { type: 'string' },
      'brugel-url': { type: 'string' },
      cards: { type: 'string' },
      index: { type: 'string', multiple: true, default: [] },
      revised: { type: 'string', default: new Date().toISOString().slice(0, 10) },
      report: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  if (!values.cwape && !values.brugel && !values.cards) {
    console.error('Give --cwape <snapshot.json>, --brugel <snapshot.json> and/or --cards <extract.json>.');
    process.exit(2);
  }
  const indexes = {};
  for (const text of values.index) {
    const match = /^\s*(.+?)\s*=\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
    if (!match) {
      console.error(`--index takes "<name>=<€/MWh>", e.g. "Belpex RLP M=150.94895"; not: ${text}`);
      process.exit(2);
    }
    indexes[match[1]] = Number(match[2]);
  }
  const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
  const before = read(figuresPath);
  let after;
  try {
    after = refreshFigures(before, {
      cwape: values.cwape ? read(values.cwape) : undefined,
      cwapeUrl: values['cwape-url'],
      brugel: values.brugel ? read(values.brugel) : undefined,
      brugelUrl: values['brugel-url'],
      cards: values.cards ? read(values.cards) : undefined,
      indexes,
      revised: values.revised,
    });
  } catch (error) {
    // An unreadable card extract (another month's card, an index without a value) is refused before anything is written.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const required = Object.fromEntries(Object.entries(before.regions).map(([region, figures]) => [region, figures.suppliers]));
  const problems = validateFigures(after, required);
  if (problems.length > 0) {
    console.error(`The refreshed figures are not valid:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const report = `${formatDiffReport(diffFigures(before, after), before, after)}\nData version: ${dataVersionOf(before)} → ${dataVersionOf(after)}\n`;
  if (values.report) writeFileSync(values.report, report);
  else process.stdout.write(report);
  if (!values['dry-run']) writeFileSync(figuresPath, `${JSON.stringify(after, null, 1)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
