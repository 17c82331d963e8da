import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface ScriptArgs {
  /** content root (defaults to the current directory) */
  root: string;
  check: boolean;
  /** `--method <id>`: a payment method (npm run matrix) */
  method?: string;
  positionals: string[];
}

/** `--root <dir>` (content root), `--check`, `--method <id>`, positionals. */
export function scriptArgs(argv: readonly string[] = process.argv.slice(2)): ScriptArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { root: { type: 'string' }, check: { type: 'boolean', default: false }, method: { type: 'string' } },
  });
  return {
    root: resolve(values.root ?? process.cwd()),
    check: values.check ?? false,
    ...(values.method === undefined ? {} : { method: values.method }),
    positionals,
  };
}
