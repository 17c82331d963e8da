import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/lib/content-check/check-content';
import { checkIdentificationMethods, IDENTIFICATION_METHODS_FILE } from '../../scripts/lib/content-check/check-identification-methods';
import { checkSettings } from '../../scripts/lib/content-check/check-settings';
import { formatContentError } from '../../scripts/lib/content-check/content-error';
import { createMetaValidators } from '../../scripts/lib/content-check/meta-validators';
import { createFsContentSource } from '../../scripts/lib/fs-content-source';
import { readJson } from '../../scripts/lib/read-json';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import type { ContentFiles } from './temp-content';
import { TEST_FLOW_NAMES, baseContent, removeContent, writeContent } from './temp-content';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The base content plus a methods file whose forms exist (the base content's `signup`). */
function methodsContent(): ContentFiles {
  const files = baseContent();
  files[IDENTIFICATION_METHODS_FILE] = {
    $comment: 'test methods',
    methods: {
      smartId: { kind: 'code', form: 'signup', registerCall: 'registerViaSmartId' },
      trustly: { kind: 'window', skipForm: true, registerCall: 'register' },
    },
  };
  (files['schemas/settings/platform.json'] as Json).fe.registration.methods.selector = ['regular', 'smartId', 'trustly'];
  return files;
}

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

/** Runs the check alone on a temp content root, with the markets' merged settings as checkContent builds them. */
function runCheck(root: string): string[] {
  const source = createFsContentSource(root);
  const { settings } = checkSettings(root, source.markets(), createMetaValidators());
  return checkIdentificationMethods({ root, formIds: source.formIds(), settings }).map(formatContentError);
}

function check(change: (files: ContentFiles, methods: Json) => void = () => undefined): string[] {
  const files = methodsContent();
  change(files, (files[IDENTIFICATION_METHODS_FILE] as Json).methods);
  const root = writeContent(files);
  roots.push(root);
  return runCheck(root);
}

describe('checkIdentificationMethods', () => {
  it('passes methods whose forms exist and whose names the markets use', () => {
    expect(check()).toEqual([]);
  });

  it('has nothing to check without a methods file', () => {
    const root = writeContent(baseContent());
    roots.push(root);
    expect(runCheck(root)).toEqual([]);
  });

  it('names the file and pointer of a form that does not exist', () => {
    expect(
      check((_files, methods) => {
        methods.smartId.form = 'identification-smart-id';
      }),
    ).toEqual([`${IDENTIFICATION_METHODS_FILE}: /methods/smartId/form: form "identification-smart-id" does not exist in schemas/forms`]);
  });

  it('names each market that does not serve a formWhen setting', () => {
    const errors = check((files, methods) => {
      methods.idin = { kind: 'window', form: 'signup', formWhen: 'be.idinBanksDropdownEnabled', registerCall: 'register' };
      (files['schemas/settings/markets/HUN.json'] as Json).be = { idinBanksDropdownEnabled: true };
    });
    expect(errors).toEqual([
      `${IDENTIFICATION_METHODS_FILE}: /methods/idin/formWhen: setting "be.idinBanksDropdownEnabled" is not served for INT`,
      `${IDENTIFICATION_METHODS_FILE}: /methods/idin/formWhen: setting "be.idinBanksDropdownEnabled" is not served for ROU`,
    ]);
  });

  it('passes a formWhen setting every market serves', () => {
    expect(
      check((files, methods) => {
        methods.idin = { kind: 'window', form: 'signup', formWhen: 'be.idinBanksDropdownEnabled', registerCall: 'register' };
        (files['schemas/settings/platform.json'] as Json).be = { idinBanksDropdownEnabled: false };
      }),
    ).toEqual([]);
  });

  it('names the market file and list pointer of a method that is neither regular nor described', () => {
    const errors = check((files) => {
      (files['schemas/settings/markets/HUN.json'] as Json).fe.registration = { methods: { selector: ['regular', 'bankId'] } };
    });
    expect(errors).toEqual([
      `schemas/settings/markets/HUN.json: /fe/registration/methods/selector/1: method "bankId" is neither "regular" nor described in ${IDENTIFICATION_METHODS_FILE}`,
    ]);
  });

  // BUG: the error always names schemas/settings/markets/<market>.json, even when the list comes
  // from schemas/settings/platform.json: here INT.json and ROU.json do not exist and HUN.json has
  // no such list, so the file and pointer lead nowhere. A ContentError's pointer points into its file.
  it('names a file that exists and holds the list when the unknown method comes from platform.json', () => {
    const files = methodsContent();
    (files['schemas/settings/platform.json'] as Json).fe.registration.methods.selector = ['regular', 'bankId'];
    const root = writeContent(files);
    roots.push(root);
    const source = createFsContentSource(root);
    const { settings } = checkSettings(root, source.markets(), createMetaValidators());
    const errors = checkIdentificationMethods({ root, formIds: source.formIds(), settings });
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(existsSync(join(root, error.file)), error.file).toBe(true);
      const segments = error.pointer.split('/').slice(1);
      const value = segments.reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], readJson(join(root, error.file)));
      expect(value, `${error.file}${error.pointer}`).toBe('bankId');
    }
  });

  it('checks the login methods list too', () => {
    const errors = check((files) => {
      (files['schemas/settings/markets/HUN.json'] as Json).fe.login = { methods: ['smartId', 'regular', 'idin'] };
    });
    expect(errors).toEqual([
      `schemas/settings/markets/HUN.json: /fe/login/methods/2: method "idin" is neither "regular" nor described in ${IDENTIFICATION_METHODS_FILE}`,
    ]);
  });

  it('reports meta-schema violations with their pointers before anything else', () => {
    const errors = check((_files, methods) => {
      methods.smartId.kind = 'telepathy';
      methods.smartId.form = 'identification-smart-id';
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^schemas\/identification\/methods\.json: \/methods\/smartId\/kind: /);
  });

  it('accepts a frame sandbox only for iframe methods, and only harmless tokens', () => {
    expect(check((_files, methods) => (methods.cddn = { kind: 'iframe', skipForm: true, registerCall: 'registerViaCddnV3', frameSandbox: ['allow-scripts', 'allow-same-origin'] }))).toEqual([]);
    const onWindow = check((_files, methods) => (methods.trustly.frameSandbox = ['allow-scripts']));
    // the meta-schema's if/then names the method (ajv reports the failed `not` and the `if`)
    expect(onWindow.length).toBeGreaterThan(0);
    for (const error of onWindow) expect(error).toMatch(/^schemas\/identification\/methods\.json: \/methods\/trustly/);
    const escaping = check((_files, methods) => (methods.cddn = { kind: 'iframe', registerCall: 'register', frameSandbox: ['allow-scripts', 'allow-top-navigation'] }));
    expect(escaping).toHaveLength(1);
    expect(escaping[0]).toMatch(/^schemas\/identification\/methods\.json: \/methods\/cddn\/frameSandbox\/1: /);
  });

  it('is part of the content check', () => {
    const files = methodsContent();
    (files[IDENTIFICATION_METHODS_FILE] as Json).methods.smartId.form = 'missing-form';
    const root = writeContent(files);
    roots.push(root);
    expect(checkContent({ root, flowNames: TEST_FLOW_NAMES }).map(formatContentError)).toContain(
      `${IDENTIFICATION_METHODS_FILE}: /methods/smartId/form: form "missing-form" does not exist in schemas/forms`,
    );
  });

  it('passes the real repository content', () => {
    expect(runCheck(REPO_ROOT)).toEqual([]);
  });
});
