import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface ScriptArgs {
  /** content root (defaults to the current directory) */
  root: string;
  check: boolean;
  positionals: string[];
}

/** `--root <dir>` (content root), `--check`, positionals. */
export function scriptArgs(argv: readonly string[] = process.argv.slice(2)): ScriptArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { root: { type: 'string' }, check: { type: 'boolean', default: false } },
  });
  return { root: resolve(values.root ?? process.cwd()), check: values.check ?? false, positionals };
}
