import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
    expect(messages).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/));
  }, 60_000);

  it('lets a feature import the shared tiers below it', async () => {
    const messages = await lintWith('src/features/login/login-view.tsx', "import { PageLayout } from '../../ui/page-layout';\nvoid PageLayout;");
    expect(messages.filter((message) => message.startsWith('import-x/'))).toEqual([]);
  }, 60_000);

  it('fails an import cycle', async () => {
    // flow-step-view imports flow-form; flow-form importing flow-step-view's module back closes a cycle
    const messages = await lintWith('src/ui/flow-host/flow-form.tsx', "import { FlowStepView } from './flow-step-view';\nvoid FlowStepView;");
    expect(messages).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /));
  }, 60_000);

  it('fails a message listener outside the provider bridge', async () => {
    const messages = await lintWith('src/features/login/login-view.tsx', "window.addEventListener('message', () => undefined);");
    expect(messages.some((message) => /bridge/i.test(message))).toBe(true);
  }, 60_000);
});
