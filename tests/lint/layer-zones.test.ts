import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../../scripts/lib/import-cycles';

const eslint = new ESLint({ cwd: process.cwd() });

/** Lints `file` as if `extra` were added at its top; the file's own text keeps type-aware rules happy. */
async function lintWith(file: string, extra: string): Promise<string[]> {
  const text = `${extra}\n${readFileSync(file, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath: file });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

describe('layer zones (DESIGN §2.9)', () => {
  it('fails a feature that imports another feature', async () => {
    const messages = await lintWith('src/features/login/login-view.tsx', "import { RegistrationView } from '../registration/registration-view';\nvoid RegistrationView;");
    expect(messages).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*Features do not import each other/));
  }, 60_000);

  it('lets a feature import the shared tiers below it', async () => {
    const messages = await lintWith('src/features/login/login-view.tsx', "import { PageLayout } from '../../ui/page-layout';\nvoid PageLayout;");
    expect(messages.filter((message) => message.startsWith('no-restricted-imports'))).toEqual([]);
  }, 60_000);

  it('fails a message listener outside the provider bridge', async () => {
    const messages = await lintWith('src/features/login/login-view.tsx', "window.addEventListener('message', () => undefined);");
    expect(messages.some((message) => /bridge/i.test(message))).toBe(true);
  }, 60_000);
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import cycles (npm run check:cycles)', () => {
  it('finds a cycle of value imports, naming its files', () => {
    const root = tree({
      'ui/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'ui/b.tsx': "import { c } from '../engine/c';\nexport const b = () => c;\n",
      'engine/c.ts': "export { a as c } from '../ui/a';\n",
      'engine/d.ts': "import { c } from './c';\nexport const d = c;\n",
    });
    expect(importCycles(root)).toEqual([['engine/c.ts', 'ui/a.ts', 'ui/b.tsx']]);
  });

  it('ignores type-only and dynamic imports, which create no cycle at load time', () => {
    const root = tree({
      'a.ts': "import type { B } from './b';\nimport { type C } from './b';\nexport type A = B | C;\nexport const load = () => import('./b');\n",
      'b.ts': "import { load } from './a';\nexport type B = string;\nexport type C = number;\nexport const again = load;\n",
    });
    expect(importCycles(root)).toEqual([]);
  });

  it('finds none in src/', () => {
    expect(importCycles(join(process.cwd(), 'src'))).toEqual([]);
  });
});
