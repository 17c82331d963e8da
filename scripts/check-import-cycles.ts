/**
 * npm run check:cycles [-- --root <dir>]
 * Fails listing every import cycle in src/ (DESIGN §2.9: layers in one direction, no cycles).
 */
import { join } from 'node:path';
import { importCycles } from './lib/import-cycles';
import { scriptArgs } from './lib/script-args';

const cycles = importCycles(join(scriptArgs().root, 'src'));
if (cycles.length > 0) {
  console.error(`Import cycles in src/ (break each by moving what both sides need down a layer):\n${cycles.map((cycle) => `  ${cycle.join(' ↔ ')}`).join('\n')}`);
  process.exit(1);
}
console.log('No import cycles in src/.');
