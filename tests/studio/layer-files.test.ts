import { describe, expect, it } from 'vitest';
import { layerFiles, needsRule, overlayTemplate, ruleOf } from '../../studio/src/layer-files';

describe('layerFiles', () => {
  it('offers the chain of a market form, most specific first', () => {
    expect(layerFiles({ id: 'registration' }, 'NLD', undefined).map((layer) => layer.path)).toEqual([
      'schemas/forms/registration/markets/NLD.json',
      'schemas/forms/registration/schema.json',
      'schemas/forms/registration/ui.json',
    ]);
  });

  it('adds the method and method × market overlays of a cashier form', () => {
    expect(layerFiles({ id: 'cashier-deposit', direction: 'deposit' }, 'GBR', 'card').slice(0, 2)).toEqual([
      { path: 'schemas/cashier/methods/card/markets/GBR.json', kind: 'methodMarket', direction: 'deposit' },
      { path: 'schemas/cashier/methods/card/deposit.json', kind: 'method' },
    ]);
  });
});

describe('overlay rules', () => {
  it('asks every overlay for its rule, not base files or fixtures', () => {
    expect(needsRule('schemas/forms/registration/markets/NLD.json')).toBe(true);
    expect(needsRule('schemas/cashier/methods/card/deposit.json')).toBe(true);
    expect(needsRule('schemas/forms/registration/schema.json')).toBe(false);
    expect(needsRule('tests/fixtures/registration/NLD/a.json')).toBe(false);
  });

  it('reads the rule of a text and writes it first into a new overlay', () => {
    expect(ruleOf('{ "$comment": "  KSA rule  " }')).toBe('KSA rule');
    expect(ruleOf('{ "$comment": ')).toBe('');
    expect(ruleOf('{}')).toBe('');
    expect(JSON.parse(overlayTemplate('KSA rule'))).toEqual({ $comment: 'KSA rule', schema: {}, ui: {} });
    expect(JSON.parse(overlayTemplate('UKGC rule', 'deposit'))).toEqual({ $comment: 'UKGC rule', deposit: { schema: {}, ui: {} } });
  });
});
