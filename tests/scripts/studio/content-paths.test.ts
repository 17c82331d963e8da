import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentPathError, isWritableContentPath, resolveContentPath } from '../../../scripts/lib/studio/content-paths';

let root: string;
let outside: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-paths-'));
  outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
  mkdirSync(join(root, 'schemas', 'forms', 'registration', 'markets'), { recursive: true });
  mkdirSync(join(root, 'schemas', 'meta'), { recursive: true });
  mkdirSync(join(root, 'flows'));
  mkdirSync(join(root, 'tests', 'fixtures'), { recursive: true });
  writeFileSync(join(outside, 'secret.json'), '{}');
  // symlinks inside the content that lead out of the root
  symlinkSync(outside, join(root, 'schemas', 'forms', 'escape'));
  symlinkSync(join(outside, 'secret.json'), join(root, 'flows', 'linked.flow.json'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('resolveContentPath', () => {
  it.each([
    'schemas/forms/registration/markets/NLD.json',
    'schemas/cashier/methods/card/deposit.json',
    'schemas/settings/markets/HUN.json',
    'flows/registration.flow.json',
    'tests/fixtures/registration/NLD/national-id-missing.json',
    'src/i18n/locales/hu/forms.json',
  ])('allows the content file %s', (path) => {
    expect(resolveContentPath(root, path, 'write')).toBe(join(root, ...path.split('/')));
  });

  it.each([
    '../package.json',
    'schemas/../package.json',
    'schemas/forms/../../package.json',
    'schemas/./forms/x.json',
    '/etc/passwd',
    'schemas\\..\\package.json',
    'schemas/%2e%2e/package.json',
    'schemas/forms/x.json\0.txt',
    'package.json',
    'src/main.tsx',
    'src/generated/variant-index.json',
    'src/i18n/locales/de/forms.json',
    'src/i18n/locales/en/../../../../package.json',
    'scripts/gen.ts',
    'node_modules/ajv/package.json',
    '.git/config',
    'schemas/.hidden.json',
    'schemas/forms/registration/schema.js',
    'flows/registration.json',
    'flows/nested/x.flow.json',
    '',
  ])('refuses %j', (path) => {
    expect(() => resolveContentPath(root, path, 'write')).toThrow(ContentPathError);
    expect(() => resolveContentPath(root, path, 'read')).toThrow(ContentPathError);
  });

  it('reads the meta-schemas but never writes them', () => {
    expect(resolveContentPath(root, 'schemas/meta/overlay.schema.json', 'read')).toBe(join(root, 'schemas', 'meta', 'overlay.schema.json'));
    expect(() => resolveContentPath(root, 'schemas/meta/overlay.schema.json', 'write')).toThrow(ContentPathError);
  });

  it('refuses a path through a symlink that leads outside the root', () => {
    expect(() => resolveContentPath(root, 'schemas/forms/escape/secret.json', 'write')).toThrow(/outside the content root/);
    expect(() => resolveContentPath(root, 'schemas/forms/escape/new/file.json', 'write')).toThrow(/outside the content root/);
    expect(() => resolveContentPath(root, 'flows/linked.flow.json', 'read')).toThrow(/outside the content root/);
  });

  it('refuses over-long paths', () => {
    expect(() => resolveContentPath(root, `schemas/${'a'.repeat(400)}.json`, 'read')).toThrow(ContentPathError);
  });
});

describe('isWritableContentPath', () => {
  it('tells the editor which files it may save', () => {
    expect(isWritableContentPath('schemas/forms/login/ui.json')).toBe(true);
    expect(isWritableContentPath('schemas/meta/flow.schema.json')).toBe(false);
    expect(isWritableContentPath('src/app/main.tsx')).toBe(false);
  });
});
