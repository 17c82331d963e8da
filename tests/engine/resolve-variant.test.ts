import { describe, expect, it } from 'vitest';
import { resolveVariant } from '../../src/engine/resolve-variant';
import { memoryContentSource } from './memory-content-source';

const source = memoryContentSource({
  markets: ['INT', 'GBR', 'SWE'],
  platform: { be: {}, fe: { passwordLimits: { min: 6, max: 64 }, currencies: ['EUR'] } },
  settingsPatches: { GBR: { fe: { passwordLimits: { min: 8 }, currencies: ['GBP'] } } },
  forms: {
    signup: {
      schema: {
        $id: 'signup',
        type: 'object',
        required: ['password', 'bonus'],
        properties: {
          password: { type: 'string', minLength: { $setting: 'fe.passwordLimits.min' }, maxLength: 64 },
          currency: { type: 'string', enum: { $setting: 'fe.currencies' } },
          bonus: { type: 'boolean' },
        },
      },
      ui: { bonus: { 'ui:widget': 'checkbox' }, currency: { 'ui:options': { fallback: { $setting: 'fe.currencies' } } } },
      markets: {
        SWE: {
          $comment: 'no bonus at registration',
          schema: { required: ['password'], properties: { bonus: null } },
          ui: { bonus: null },
        },
      },
    },
  },
});

describe('resolveVariant', () => {
  it('binds the market settings into schema and ui and lists the paths used', () => {
    const variant = resolveVariant('signup', 'GBR', { source });
    expect(variant.schema.properties).toMatchObject({ password: { minLength: 8 }, currency: { enum: ['GBP'] } });
    expect(variant.ui).toEqual({ bonus: { 'ui:widget': 'checkbox' }, currency: { 'ui:options': { fallback: ['GBP'] } } });
    expect(variant.settingPaths).toEqual(['fe.currencies', 'fe.passwordLimits.min']);
    expect(variant).toMatchObject({ formId: 'signup', market: 'GBR' });
  });

  it('applies the market overlay to schema and ui as merge patches', () => {
    const variant = resolveVariant('signup', 'SWE', { source });
    expect(variant.schema.required).toEqual(['password']);
    expect(Object.keys(variant.schema.properties as object)).toEqual(['password', 'currency']);
    expect(variant.ui.bonus).toBeUndefined();
  });

  it('a market without overlay still gets its own settings', () => {
    expect(resolveVariant('signup', 'INT', { source }).schema.properties).toMatchObject({ password: { minLength: 6 } });
  });

  it('uses explicitly given settings', () => {
    const settings = { be: {}, fe: { passwordLimits: { min: 12, max: 64 }, currencies: ['SEK'] } };
    const variant = resolveVariant('signup', 'INT', { source, settings: settings as never });
    expect(variant.schema.properties).toMatchObject({ password: { minLength: 12 } });
  });
});
