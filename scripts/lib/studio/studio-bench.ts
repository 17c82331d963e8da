/**
 * npx tsx scripts/lib/studio/studio-bench.ts [--root <dir>] [--cache-dir <dir>]
 * Times the studio server's calls over HTTP (on demand, not a test: timings on a shared machine
 * are noisy): the first visit's calls, then checks of one market overlay, one payment method
 * overlay and one translation file, each first and after a real change, with what each checked again.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createStudioServer } from './studio-server';

const { values } = parseArgs({ options: { root: { type: 'string', default: process.cwd() }, 'cache-dir': { type: 'string' } } });
const root = resolve(values.root);
const cacheDir = values['cache-dir'];
const started = performance.now();
const { server, warm } = createStudioServer({ root, appDir: join(root, 'dist-studio'), port: 0, ...(cacheDir === undefined ? {} : { cacheDir: resolve(cacheDir) }) });
const origins = warm();
console.log(`load average ${loadavg()[0]?.toFixed(1) ?? '?'}; server created and first-visit answers (${origins.join(', ')}) prepared in ${Math.round(performance.now() - started)} ms`);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function time(label: string, path: string, body?: unknown): Promise<void> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  const json = (await response.json()) as { figures?: { variantsChecked: number; variantsReused: number; steps?: { checked: string[]; reused: number } } };
  const steps = json.figures?.steps ? `; whole-tree checks run again: ${json.figures.steps.checked.length === 0 ? 'none' : json.figures.steps.checked.join(', ')} (${json.figures.steps.reused} reused)` : '';
  const figures = json.figures ? ` — ${json.figures.variantsChecked} variants checked again, ${json.figures.variantsReused} reused${steps}` : '';
  console.log(`${label.padEnd(52)} ${String(Math.round(performance.now() - start)).padStart(6)} ms${figures}`);
}
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const check = (label: string, path: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(text(path)) as Record<string, unknown>;
  change(json);
  return time(label, '/api/check', { overrides: { [path]: JSON.stringify(json, null, 2) } });
};

await time('overview (first visit)', '/api/overview');
await time('matrix registration (first visit)', '/api/matrix?form=registration');
await time('matrix cashier-deposit', '/api/matrix?form=cashier-deposit', { overrides: {} });
const overlay = 'schemas/forms/registration/markets/SWE.json';
const addTitle = (title: string) => (json: Record<string, unknown>) => {
  json.ui = { ...(json.ui as object), nickName: { 'ui:help': title } };
};
await check('check registration × SWE overlay (first)', overlay, addTitle('forms:nickName.label'));
await check('check registration × SWE overlay (changed)', overlay, addTitle('forms:email.label'));
const method = 'schemas/cashier/methods/card/deposit.json';
const order = (first: string) => (json: Record<string, unknown>) => {
  json.ui = { ...(json.ui as object), 'ui:order': [first, '*'] };
};
await check('check card/deposit.json (first)', method, order('amount'));
await check('check card/deposit.json (changed)', method, order('currency'));
const texts = 'src/i18n/locales/en/login.json';
await check('check en/login.json: whole check (first)', texts, (json) => {
  json.benchmark = 'one';
});
await check('check en/login.json: whole check (changed)', texts, (json) => {
  json.benchmark = 'two';
});
const menuTexts = 'src/i18n/locales/en/menu.json';
await check('check en/menu.json: a key the menus ask for removed', menuTexts, (json) => {
  delete (json.items as Record<string, unknown>).home;
});
server.close();
