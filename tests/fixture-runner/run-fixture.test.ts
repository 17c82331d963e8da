import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { discoverFixtures } from '../../src/engine/fixtures/discover-fixtures';
import type { FixtureRef } from '../../src/engine/fixtures/discover-fixtures';
import { formatFixtureResult } from '../../src/engine/fixtures/format-fixture-result';
import { runFixture } from '../../src/engine/fixtures/run-fixture';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fixture-runner-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function writeFixture(relativePath: string, content: unknown): void {
  const file = join(root, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(content));
}

function only(relativePath: string): FixtureRef {
  const ref = discoverFixtures(root).find((candidate) => candidate.relativePath === relativePath);
  if (!ref) throw new Error(`${relativePath} was not discovered`);
  return ref;
}

const missingLogin = { password: 'Secret12' };

describe('runFixture', () => {
  it('fails a fixture with a wrong expectation and names its file, the missing and the unexpected issues', async () => {
    writeFixture('login/INT/wrong-expectation.json', {
      description: 'claims a login without e-mail fails on the password',
      data: missingLogin,
      expect: { valid: false, errors: [{ field: '/password', code: 'required' }] },
    });

    const result = await runFixture(only('login/INT/wrong-expectation.json'));

    expect(result.ok).toBe(false);
    expect(result.missing).toEqual([{ field: '/password', code: 'required' }]);
    expect(result.unexpected).toEqual([{ field: '/login', code: 'required' }]);
    const message = formatFixtureResult(result);
    expect(message).toContain('login/INT/wrong-expectation.json');
    expect(message).toMatch(/missing[^\n]*\n\s+\/password required/);
    expect(message).toMatch(/unexpected[^\n]*\n\s+\/login required/);
  });

  it('fails a fixture that expects valid data when the validator reports an issue', async () => {
    writeFixture('login/HUN/claims-valid.json', {
      description: 'claims a login without e-mail is valid',
      data: missingLogin,
      expect: { valid: true },
    });

    const result = await runFixture(only('login/HUN/claims-valid.json'));

    expect(result).toMatchObject({ ok: false, missing: [], unexpected: [{ field: '/login', code: 'required' }] });
  });

  it('passes a fixture whose expectation matches', async () => {
    writeFixture('login/INT/right.json', {
      description: 'neither login nor password',
      data: {},
      expect: { valid: false, errors: [{ field: '/login', code: 'required' }, { field: '/password', code: 'required' }] },
    });

    const result = await runFixture(only('login/INT/right.json'));

    expect(result).toEqual({ file: 'login/INT/right.json', ok: true, missing: [], unexpected: [], problems: [] });
  });

  it('fails, naming the file, when no validator was generated for the form and market', async () => {
    writeFixture('no-such-form/INT/case.json', { description: 'x', data: {}, expect: { valid: true } });

    const result = await runFixture(only('no-such-form/INT/case.json'));

    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/no generated validator for form "no-such-form" in market "INT"/);
    expect(formatFixtureResult(result)).toContain('no-such-form/INT/case.json');
  });

  it('fails when the generated folder has no validator at all', async () => {
    writeFixture('login/INT/case.json', { description: 'x', data: {}, expect: { valid: true } });

    const result = await runFixture(only('login/INT/case.json'), { generatedRoot: join(root, 'empty') });

    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/no generated validator/);
  });

  it('runs a payment-method fixture on its form × market × method chain', async () => {
    writeFixture('cashier-deposit/GBR/card/bad-luhn.json', {
      description: 'a card number whose Luhn check digit is wrong',
      data: { amount: '20', currency: 'GBP', cardNumber: '4111111111111112', cardHolder: 'Ann Smith', expiry: '12/30', cvc: '123' },
      expect: { valid: false, errors: [{ field: '/cardNumber', code: 'creditCard' }] },
    });

    expect(await runFixture(only('cashier-deposit/GBR/card/bad-luhn.json'))).toMatchObject({ ok: true, problems: [] });
  });

  it('fails a fixture of a method the form does not declare, naming the methods it has', async () => {
    writeFixture('cashier-deposit/GBR/cheque/case.json', { description: 'x', data: {}, expect: { valid: true } });

    const result = await runFixture(only('cashier-deposit/GBR/cheque/case.json'));

    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/no generated validator for form "cashier-deposit" in market "GBR" with method "cheque" \(its methods: card, e-wallet, mobile-payment, [a-z, -]+\)/);
  });

  it('fails a fixture of an unknown market', async () => {
    writeFixture('login/XXX/case.json', { description: 'x', data: {}, expect: { valid: true } });

    const result = await runFixture(only('login/XXX/case.json'));

    expect(result.problems).toEqual(['unknown market "XXX" (see schemas/markets.json)']);
  });

  it('fails a fixture that is not at <formId>/<market>/[<method>/]<case>.json', async () => {
    writeFixture('login/stray.json', { description: 'x', data: {}, expect: { valid: true } });

    const result = await runFixture(only('login/stray.json'));

    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatch(/<formId>\/<market>\/<case>\.json/);
  });

  it('fails a fixture that breaks the fixture format', async () => {
    writeFixture('login/INT/no-expect.json', { description: 'x', data: {} });
    writeFixture('login/INT/invalid-without-errors.json', { description: 'x', data: {}, expect: { valid: false } });

    const noExpect = await runFixture(only('login/INT/no-expect.json'));
    const noErrors = await runFixture(only('login/INT/invalid-without-errors.json'));

    expect(noExpect.ok).toBe(false);
    expect(noExpect.problems.join('\n')).toMatch(/fixture format/);
    expect(noErrors.ok).toBe(false);
    expect(noErrors.problems.join('\n')).toMatch(/fixture format/);
  });

  it('reports unparsable JSON as a problem of that file instead of throwing', async () => {
    mkdirSync(join(root, 'login/INT'), { recursive: true });
    writeFileSync(join(root, 'login/INT/broken.json'), '{ "description": ');

    const result = await runFixture(only('login/INT/broken.json'));

    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(formatFixtureResult(result)).toContain('login/INT/broken.json');
  });
});
