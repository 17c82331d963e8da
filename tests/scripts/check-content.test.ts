import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/lib/content-check/check-content';
import { formatContentError } from '../../scripts/lib/content-check/content-error';
import type { ContentFiles } from './temp-content';
import { TEST_FLOW_NAMES, baseContent, removeContent, writeContent } from './temp-content';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

function check(change: (files: ContentFiles) => void = () => undefined): string[] {
  const files = baseContent();
  change(files);
  const root = writeContent(files);
  roots.push(root);
  return checkContent({ root, flowNames: TEST_FLOW_NAMES }).map(formatContentError);
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('check-content', () => {
  it('passes valid content', () => {
    expect(check()).toEqual([]);
  });

  it('names the overlay file and pointer of an unknown widget', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/markets/ROU.json'] as Json).ui.email = { 'ui:widget': 'fancyEmail' };
    });
    expect(errors).toEqual(['schemas/forms/signup/markets/ROU.json: /ui/email/ui:widget: unknown widget "fancyEmail"']);
  });

  it('fails an overlay that adds a field on no page of ui:pages', () => {
    const errors = check((files) => {
      const overlay = files['schemas/forms/signup/markets/ROU.json'] as Json;
      overlay.schema = { properties: { nickName: { type: 'string', title: 'forms:email.label', maxLength: 20 } } };
    });
    expect(errors).toEqual(['schemas/forms/signup/ui.json: /ui:pages: field "nickName" is on no page (markets ROU)']);
  });

  it('fails an unknown password hint and an error code without a text', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/ui.json'] as Json).password = { 'ui:widget': 'password', 'ui:options': { hints: ['minLength', 'emoji'] } };
      (files['schemas/forms/signup/schema.json'] as Json).properties.zipCode['x-errorCode'] = { maxLength: 'zipTooLongForUs' };
    });
    expect(errors).toEqual([
      'schemas/forms/signup/schema.json: /properties/zipCode/x-errorCode/maxLength: no text "validation:zipTooLongForUs" for error code "zipTooLongForUs"',
      'schemas/forms/signup/ui.json: /password/ui:options/hints/1: unknown password hint "emoji"',
    ]);
  });

  it('names the base file for an unknown widget in ui.json', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/ui.json'] as Json).email['ui:widget'] = 'nope';
    });
    expect(errors).toEqual(['schemas/forms/signup/ui.json: /email/ui:widget: unknown widget "nope"']);
  });

  it('finds an unknown i18n key (title, ui:help, page title)', () => {
    const errors = check((files) => {
      const schema = files['schemas/forms/signup/schema.json'] as Json;
      schema.properties.email.title = 'forms:email.lable';
      (files['schemas/forms/signup/ui.json'] as Json).password['ui:help'] = 'forms:password.hint';
      (files['schemas/forms/signup/ui.json'] as Json)['ui:pages'][0].title = 'missing:key';
    });
    expect(errors).toEqual([
      'schemas/forms/signup/schema.json: /properties/email/title: unknown i18n key "forms:email.lable"',
      'schemas/forms/signup/ui.json: /password/ui:help: unknown i18n key "forms:password.hint"',
      'schemas/forms/signup/ui.json: /ui:pages/0/title: unknown i18n key "missing:key"',
    ]);
  });

  it('finds an unknown setting path and says which markets lack it', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/schema.json'] as Json).properties.password.maxLength = { $setting: 'fe.passwordLimits.maximum' };
      (files['schemas/settings/markets/HUN.json'] as Json).fe.onlyHere = 5;
      (files['schemas/forms/signup/schema.json'] as Json).properties.country.minLength = { $setting: 'fe.onlyHere' };
    });
    expect(errors).toEqual([
      'schemas/forms/signup/schema.json: /properties/password/maxLength/$setting: unknown setting "fe.passwordLimits.maximum"',
      'schemas/forms/signup/schema.json: /properties/country/minLength/$setting: unknown setting "fe.onlyHere" (markets INT, ROU)',
    ]);
  });

  it('finds an unknown flow guard with its pointer', () => {
    const errors = check((files) => {
      (files['flows/signup.flow.json'] as Json).states.form.on.NEXT.guard = 'isReddy';
    });
    expect(errors).toEqual(['flows/signup.flow.json: /states/form/on/NEXT/guard: unknown guard "isReddy"']);
  });

  it('checks flow meta forms and pages, and that XState accepts the flow', () => {
    const errors = check((files) => {
      const flow = files['flows/signup.flow.json'] as Json;
      flow.states.form.meta.page = 'second';
      flow.states.form.on.NEXT.target = 'nowhere';
    });
    expect(errors).toEqual([
      'flows/signup.flow.json: /states/form/meta/page: form "signup" has no page "second"',
      expect.stringMatching(/^flows\/signup\.flow\.json: \(root\): XState rejects the flow: .*nowhere/),
    ]);
  });

  it('enforces the meta-schema: unknown keywords, maxLength beside pattern/format, overlay $comment', () => {
    const errors = check((files) => {
      const schema = files['schemas/forms/signup/schema.json'] as Json;
      schema.properties.email['x-secret'] = true;
      delete schema.properties.email.maxLength;
      delete (files['schemas/forms/signup/markets/ROU.json'] as Json).$comment;
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'schemas/forms/signup/schema.json: /properties/email/x-secret: unknown key "x-secret"',
        'schemas/forms/signup/schema.json: /properties/email: "format" needs "maxLength" beside it',
        'schemas/forms/signup/markets/ROU.json: (root): missing property "$comment"',
      ]),
    );
  });

  it('finds unknown formats, rules and rule fields', () => {
    const errors = check((files) => {
      const schema = files['schemas/forms/signup/schema.json'] as Json;
      schema.properties.country.format = 'iso-country';
      schema['x-rules'].confirmEmail = { rule: 'sameAs', params: { field: 'confirmEmail', other: 'email' } };
      schema['x-rules'].broken = { rule: 'nope' };
    });
    expect(errors).toEqual([
      'schemas/forms/signup/schema.json: /properties/country/format: unknown format "iso-country"',
      'schemas/forms/signup/schema.json: /x-rules/confirmEmail/params/field: rule "sameAs": unknown field "confirmEmail"',
      'schemas/forms/signup/schema.json: /x-rules/broken/rule: unknown rule "nope"',
    ]);
  });

  it('checks ui field names, overlay markets, fixtures and settings', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/ui.json'] as Json).emial = { 'ui:widget': 'email' };
      files['schemas/forms/signup/markets/XXX.json'] = { $comment: 'a market that does not exist' };
      files['tests/fixtures/signup/ROU/bad.json'] = { description: 'x', data: {}, expect: { valid: false } };
      files['tests/fixtures/other/HUN/case.json'] = { description: 'x', data: {}, expect: { valid: true } };
      (files['schemas/settings/platform.json'] as Json).fe.passwordStrength = 'medium';
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'schemas/forms/signup/ui.json: /emial: ui for unknown field "emial"',
        'schemas/forms/signup/markets/XXX.json: (root): unknown market "XXX" (see schemas/markets.json)',
        'tests/fixtures/signup/ROU/bad.json: /expect: missing property "errors"',
        'tests/fixtures/other/HUN/case.json: (root): unknown form "other"',
        'schemas/settings/platform.json: /fe/passwordStrength: must be one of ["standard","strong"]',
      ]),
    );
  });
});
