import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';
import { WORKSPACE_DIRS } from '../../../scripts/lib/studio/content-workspace';
import { createStudioServer } from '../../../scripts/lib/studio/studio-server';
import { formsAffectedBy, runTreeFixtures } from '../../../scripts/lib/studio/tree-fixtures';

const NLD_OVERLAY = 'schemas/forms/registration/markets/NLD.json';
const NOT_REQUIRED = 'tests/fixtures/registration/NLD/national-id-not-required.json';
const VALID_FULL = 'tests/fixtures/registration/NLD/valid-full.json';
/** NLD asks every player for the national id number (the example of a breaking change). */
const NLD_REQUIRES_ID = {
  $comment: 'Kansspelautoriteit (test): players are identified with their BSN at registration.',
  schema: {
    required: ['email', 'confirmEmail', 'password', 'confirmPassword', 'nickName', 'birthDate', 'gender', 'country', 'zipCode', 'phoneNumber', 'currency', 'ageAndPolicyChecked', 'privacyPolicyChecked', 'nationalIdNumber'],
    properties: { nationalIdNumber: { type: 'string', title: 'forms:nationalIdNumber.label', minLength: 1, maxLength: 20, 'x-sensitive': true } },
  },
};

let root: string;
let generatedDir: string;
let base: string;
let close: () => Promise<void>;

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};
const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as { expect: unknown; data: Record<string, unknown> };

interface Failing {
  path: string;
  fixture: { expect: unknown };
  missing: unknown[];
  unexpected: Array<{ field: string; code: string }>;
  actual: Array<{ field: string; code: string }>;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'studio-tree-fixtures-'));
  generatedDir = mkdtempSync(join(tmpdir(), 'studio-tree-fixtures-generated-'));
  for (const dir of WORKSPACE_DIRS) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  const { server } = createStudioServer({ root, appDir: join(root, 'no-app'), port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
}, 60_000);

afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
  rmSync(generatedDir, { recursive: true, force: true });
}, 60_000);

describe('the fixtures of a content tree, run by npm test’s fixture runner', () => {
  it('names the forms a change reaches', () => {
    const forms = ['login', 'registration', 'cashier-deposit', 'cashier-withdrawal'];
    const cashier = ['cashier-deposit', 'cashier-withdrawal'];
    expect(formsAffectedBy([NLD_OVERLAY], forms, cashier)).toEqual(['registration']);
    expect(formsAffectedBy(['schemas/cashier/methods/card/deposit.json'], forms, cashier)).toEqual(cashier);
    expect(formsAffectedBy(['tests/fixtures/login/INT/x.json', 'src/i18n/locales/en/forms.json', 'flows/login.flow.json'], forms, cashier)).toEqual(['login']);
    expect(formsAffectedBy(['schemas/settings/markets/HUN.json'], forms, cashier)).toEqual([...forms].sort());
  });

  it('passes every registration fixture of the saved tree, and fails the ones a changed overlay breaks with what they give now', { timeout: 120_000 }, async () => {
    const saved = await runTreeFixtures(root, { forms: ['registration'], generatedDir });
    expect(saved.length).toBeGreaterThan(50);
    expect(saved.filter((outcome) => !outcome.ok).map((outcome) => [outcome.path, outcome.problems, outcome.missing, outcome.unexpected])).toEqual([]);

    const overlay = join(root, NLD_OVERLAY);
    writeFileSync(overlay, text(NLD_REQUIRES_ID));
    try {
      const changed = await runTreeFixtures(root, { forms: ['registration'], generatedDir });
      const broken = changed.find((outcome) => outcome.path === NOT_REQUIRED);
      expect(broken).toMatchObject({ ok: false, missing: [], unexpected: [{ field: '/nationalIdNumber', code: 'required' }], actual: [{ field: '/nationalIdNumber', code: 'required' }] });
      // other markets are not touched
      expect(changed.filter((outcome) => !outcome.ok).every((outcome) => outcome.path.startsWith('tests/fixtures/registration/NLD/'))).toBe(true);
    } finally {
      rmSync(overlay);
    }
  });
});

describe('a save that would break fixtures', () => {
  it('writes nothing and lists each fixture that would fail, then saves with the fixtures updated and removed, and the fixtures pass', { timeout: 180_000 }, async () => {
    const refused = await post('/api/save', { overrides: { [NLD_OVERLAY]: text(NLD_REQUIRES_ID) } });
    expect(refused.status).toBe(200);
    expect(refused.json.saved).toBe(false);
    expect(existsSync(join(root, NLD_OVERLAY))).toBe(false);
    const { failing, forms, ran } = refused.json.fixtures as { failing: Failing[]; forms: string[]; ran: number };
    expect(forms).toEqual(['registration']);
    expect(ran).toBeGreaterThan(50);
    const paths = failing.map((outcome) => outcome.path);
    expect(paths).toContain(NOT_REQUIRED);
    expect(paths).toContain(VALID_FULL);
    const notRequired = failing.find((outcome) => outcome.path === NOT_REQUIRED);
    expect(notRequired).toMatchObject({ fixture: { expect: { valid: true } }, unexpected: [{ field: '/nationalIdNumber', code: 'required' }], actual: [{ field: '/nationalIdNumber', code: 'required' }] });

    // a half-done answer is refused too: the fixtures not updated still fail
    const partly = await post('/api/save', { overrides: { [NLD_OVERLAY]: text(NLD_REQUIRES_ID) }, deletes: [NOT_REQUIRED] });
    expect(partly.json.saved).toBe(false);
    expect((partly.json.fixtures as { failing: Failing[] }).failing.map((outcome) => outcome.path)).not.toContain(NOT_REQUIRED);
    expect(existsSync(join(root, NOT_REQUIRED))).toBe(true);

    // the rule's own case is removed, the others get the expectation they have now
    const updates = Object.fromEntries(
      failing
        .filter((outcome) => outcome.path !== NOT_REQUIRED)
        .map((outcome) => {
          const errors = outcome.actual;
          return [outcome.path, text({ ...read(outcome.path), expect: errors.length === 0 ? { valid: true } : { valid: false, errors } })];
        }),
    );
    const saved = await post('/api/save', { overrides: { [NLD_OVERLAY]: text(NLD_REQUIRES_ID), ...updates }, deletes: [NOT_REQUIRED] });
    expect(saved.json).toMatchObject({ saved: true, deleted: [NOT_REQUIRED] });
    expect(existsSync(join(root, NLD_OVERLAY))).toBe(true);
    expect(existsSync(join(root, NOT_REQUIRED))).toBe(false);
    expect(read(VALID_FULL).expect).toEqual({ valid: false, errors: [{ field: '/nationalIdNumber', code: 'required' }] });

    // what npm test's fixture stage runs, over the written files: every registration fixture passes
    const after = await runTreeFixtures(root, { forms: ['registration'], generatedDir });
    expect(after.filter((outcome) => !outcome.ok).map((outcome) => outcome.path)).toEqual([]);
  });

  it('runs only the fixtures a save of fixtures alone writes, and refuses one whose expectation its data does not give', { timeout: 120_000 }, async () => {
    const path = 'tests/fixtures/registration/GBR/wrong-expectation.json';
    const wrong = { description: 'An empty GBR registration is not valid.', data: {}, expect: { valid: true } };
    const refused = await post('/api/save', { overrides: { [path]: text(wrong) } });
    expect(refused.json.saved).toBe(false);
    expect(refused.json.fixtures).toMatchObject({ ran: 1, failing: [{ path, ok: false }] });
    expect(existsSync(join(root, path))).toBe(false);
  });

  it('refuses to remove anything but an existing fixture file', async () => {
    expect((await post('/api/save', { overrides: {}, deletes: ['schemas/markets.json'] })).status).toBe(400);
    expect((await post('/api/save', { overrides: {}, deletes: ['tests/fixtures/../schemas/markets.json'] })).status).toBe(403);
    expect((await post('/api/save', { overrides: {}, deletes: ['tests/fixtures/login/INT/no-such-case.json'] })).status).toBe(404);
    expect(existsSync(join(root, 'schemas/markets.json'))).toBe(true);
  });
});
