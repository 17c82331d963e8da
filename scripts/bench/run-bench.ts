/**
 * npm run bench [-- --runs 3 --sizes 50,200,1000 --throttle 4 --keys 12 --blurs 6 --no-bundle --no-fail]
 *
 * Plain inputs (the floor), react-hook-form, plain rjsf (validate on blur, and live) and our
 * SchemaForm (precompiled validators, our widgets, mounted as the registration view mounts it),
 * plus our real registration form, in headless Debian Chromium under a CPU throttle. Libraries
 * are interleaved (rotated per run and size), every figure is a median with its spread over the
 * runs, and ratios are taken within each run. Prints the tables, writes .bench/results.json and
 * .bench/results.md, then checks scripts/bench/budgets.json (ratios, never absolute times) and
 * the bundle figures against scripts/bundle-budgets.json. Not part of `npm test` (timings on a
 * shared machine are noisy).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { interleavedOrder, type Measurement } from './bench-stats';
import { checkBudgets, figuresTable, ratioTable, type BenchBudgets, type BudgetVerdict } from './bench-report';
import { BENCH_DIR, buildBenchPage } from './build-bench-page';
import { measureBundle } from './bundle-figures';
import { BENCH_PEERS, PEER_LABELS, REGISTRATION_PEER } from './page/bench-peer';
import { serveDirectory } from './static-server';
import { BENCH_SIZES } from './synthetic-form';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    sizes: { type: 'string', default: BENCH_SIZES.join(',') },
    peers: { type: 'string', default: BENCH_PEERS.join(',') },
    throttle: { type: 'string', default: '4' },
    keys: { type: 'string', default: '20' },
    blurs: { type: 'string', default: '6' },
    bundle: { type: 'boolean', default: true },
    'no-bundle': { type: 'boolean', default: false },
    timing: { type: 'boolean', default: true },
    'no-timing': { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const sizes = (values.sizes ?? '').split(',').map(Number).filter((size) => size > 0);
const peers = (values.peers ?? '').split(',').filter((peer) => peer !== '');
const throttle = Number(values.throttle);
const keystrokes = Number(values.keys);
const blurs = Number(values.blurs);

async function measureTimings(): Promise<Measurement[]> {
  const site = await buildBenchPage(sizes);
  const { url, server } = await serveDirectory(site);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const measurements: Measurement[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (let run = 0; run < runs; run += 1) {
      for (const [sizeIndex, size] of sizes.entries()) {
        for (const peer of interleavedOrder(peers, run, sizeIndex)) {
          const measurement = await measurePage(context, { url, run, peer, size, throttle, keystrokes, blurs });
          measurements.push(measurement);
          console.log(
            `run ${run + 1}/${runs} ${String(size).padStart(4)} ${peer.padEnd(10)} mount ${measurement.mount.toFixed(1)} ms, key ${measurement.keyProcessing.toFixed(2)} ms ` +
              `(paint ${measurement.keyPaint.toFixed(1)}), blur ${measurement.blurPaint.toFixed(1)} ms, fields rendered/key ${measurement.keyFieldRenders}`,
          );
        }
      }
      const registration = await measurePage(context, { url, run, peer: REGISTRATION_PEER, size: 0, throttle, keystrokes, blurs });
      measurements.push(registration);
      console.log(`run ${run + 1}/${runs} registration mount ${registration.mount.toFixed(1)} ms, key ${registration.keyProcessing.toFixed(2)} ms, blur ${registration.blurPaint.toFixed(1)} ms`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return measurements;
}

const { measurePage } = await import('./measure-page');
mkdirSync(BENCH_DIR, { recursive: true });
const report: string[] = [`# npm run bench — ${new Date().toISOString()}`, ''];
let verdicts: BudgetVerdict[] = [];
let measurements: Measurement[] = [];
if (values.timing && !values['no-timing']) {
  measurements = await measureTimings();
  const budgets = JSON.parse(readFileSync(resolve(import.meta.dirname, 'budgets.json'), 'utf8')) as BenchBudgets;
  verdicts = checkBudgets(measurements, budgets);
  report.push(
    `Headless Chromium, CPU throttle ${throttle}×, ${runs} interleaved run(s), ${keystrokes} keystrokes and ${blurs} blurs per page; medians over the runs, min–max in brackets; ratios taken within each run.`,
    '',
    '## SchemaForm against the plain-input floor and plain rjsf',
    '',
    ratioTable(measurements),
    '',
    '## Every library',
    '',
    figuresTable(measurements, PEER_LABELS),
    '',
  );
}
let bundle: Awaited<ReturnType<typeof measureBundle>> | undefined;
if (values.bundle && !values['no-bundle']) {
  bundle = await measureBundle();
  report.push('## First load (gzipped JavaScript, production build)', '', bundle.table, '');
  verdicts.push(...bundle.verdicts);
}
if (verdicts.length > 0) {
  report.push('## Budgets', '', ...verdicts.map((verdict) => `- ${verdict.ok ? 'ok' : 'OVER'}: ${verdict.text}`), '');
}
const text = report.join('\n');
console.log(`\n${text}`);
writeFileSync(resolve(BENCH_DIR, 'results.md'), text);
writeFileSync(
  resolve(BENCH_DIR, 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), throttle, runs, keystrokes, blurs, measurements, bundle: bundle?.figures, verdicts }, null, 2)}\n`,
);
console.log(`written: .bench/results.md, .bench/results.json`);
if (verdicts.some((verdict) => !verdict.ok) && !values['no-fail']) process.exitCode = 1;
