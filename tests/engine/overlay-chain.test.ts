import { describe, expect, it } from 'vitest';
import type { MethodMarketOverlay, MethodOverlay, Overlay } from '../../src/engine/content-source';
import { WHOLE_AMOUNT_PATTERN } from '../../src/engine/method-flags';
import { overlayChain, UnknownVariantError } from '../../src/engine/overlay-chain';
import { resolveVariant } from '../../src/engine/resolve-variant';
import { memoryContentSource } from './memory-content-source';

/** Every layer sets `note.maxLength` and `note`'s widget; each test removes layers from the top. */
function source(layers: { market?: boolean; method?: boolean; methodMarket?: boolean } = {}) {
  const { market = true, method = true, methodMarket = true } = layers;
  const marketOverlay: Overlay = {
    $comment: 'market',
    schema: { properties: { note: { maxLength: 20 } }, required: ['amount', 'note'] },
    ui: { note: { 'ui:widget': 'textarea' }, 'ui:notices': [{ id: 'm', text: 'x:market' }] },
  };
  const methodOverlay: MethodOverlay = {
    $comment: 'method',
    flags: { wholeAmount: true },
    schema: { properties: { note: { maxLength: 30 }, iban: { type: 'string', format: 'iban', maxLength: 34 } } },
    ui: { note: { 'ui:widget': 'text' } },
  };
  const methodMarketOverlay: MethodMarketOverlay = {
    $comment: 'method × market',
    deposit: { schema: { properties: { note: { maxLength: 40 } } }, ui: { note: { 'ui:widget': 'hidden' } }, flags: { wholeAmount: null as unknown as boolean } },
  };
  return memoryContentSource({
    markets: ['INT', 'GBR'],
    platform: { be: {}, fe: {} },
    forms: {
      pay: {
        direction: 'deposit',
        schema: {
          $id: 'pay',
          type: 'object',
          required: ['amount'],
          properties: { amount: { type: 'string', maxLength: 12, pattern: '^[0-9]+([.][0-9]{1,2})?$' }, note: { type: 'string', maxLength: 10 } },
        },
        ui: { note: { 'ui:widget': 'email' } },
        markets: market ? { GBR: marketOverlay } : {},
      },
      login: { schema: { $id: 'login', type: 'object', properties: {} } },
    },
    methods: {
      bank: { overlays: { deposit: method ? methodOverlay : { $comment: 'no fields' } }, markets: methodMarket ? { GBR: methodMarketOverlay } : {} },
    },
  });
}

const note = (variant: ReturnType<typeof resolveVariant>) => ({
  maxLength: (variant.schema.properties as Record<string, { maxLength?: number }>).note?.maxLength,
  widget: (variant.ui.note as Record<string, unknown>)['ui:widget'],
});

describe('overlay chain order: base → market → method → method × market', () => {
  it('method × market wins over method, method over market, market over base', () => {
    expect(note(resolveVariant('pay', { market: 'GBR', method: 'bank' }, { source: source() }))).toEqual({ maxLength: 40, widget: 'hidden' });
    expect(note(resolveVariant('pay', { market: 'GBR', method: 'bank' }, { source: source({ methodMarket: false }) }))).toEqual({ maxLength: 30, widget: 'text' });
    expect(note(resolveVariant('pay', { market: 'GBR', method: 'bank' }, { source: source({ methodMarket: false, method: false }) }))).toEqual({ maxLength: 20, widget: 'textarea' });
    expect(note(resolveVariant('pay', { market: 'GBR', method: 'bank' }, { source: source({ methodMarket: false, method: false, market: false }) }))).toEqual({ maxLength: 10, widget: 'email' });
  });

  it('a later layer keeps what it does not patch from the earlier ones', () => {
    const variant = resolveVariant('pay', { market: 'GBR', method: 'bank' }, { source: source() });
    expect(variant.schema.required).toEqual(['amount', 'note']);
    expect(Object.keys(variant.schema.properties as object)).toEqual(['amount', 'note', 'iban']);
    expect(variant.ui['ui:notices']).toEqual([{ id: 'm', text: 'x:market' }]);
    expect(variant).toMatchObject({ formId: 'pay', market: 'GBR', method: 'bank', direction: 'deposit' });
  });

  it('the method sets a flag, the method × market overlay removes it again (null)', () => {
    const withFlag = resolveVariant('pay', { market: 'INT', method: 'bank' }, { source: source() });
    expect(withFlag.flags).toEqual({ wholeAmount: true });
    expect(withFlag.schema.properties).toMatchObject({ amount: { pattern: WHOLE_AMOUNT_PATTERN } });
    const removed = resolveVariant('pay', { market: 'GBR', method: 'bank' }, { source: source() });
    expect(removed.flags).toBeUndefined();
    expect(removed.schema.properties).toMatchObject({ amount: { pattern: '^[0-9]+([.][0-9]{1,2})?$' } });
  });

  it('lists the layers with the file and pointer each comes from', () => {
    expect(overlayChain(source(), 'pay', { market: 'GBR', method: 'bank' }).map(({ axis, file, at }) => ({ axis, file, at }))).toEqual([
      { axis: 'market', file: 'schemas/forms/pay/markets/GBR.json', at: '' },
      { axis: 'method', file: 'schemas/cashier/methods/bank/deposit.json', at: '' },
      { axis: 'method × market', file: 'schemas/cashier/methods/bank/markets/GBR.json', at: '/deposit' },
    ]);
    expect(overlayChain(source(), 'pay', { market: 'INT' })).toEqual([]);
  });

  it('refuses a method or direction the form does not declare, naming it', () => {
    expect(() => resolveVariant('pay', { market: 'GBR', method: 'cheque' }, { source: source() })).toThrow(
      new UnknownVariantError('Unknown payment method "cheque" for form "pay" (methods: bank)'),
    );
    expect(() => resolveVariant('login', { market: 'GBR', method: 'bank' }, { source: source() })).toThrow(/Form "login" has no payment methods \(asked for "bank"\)/);
    expect(() => resolveVariant('pay', { market: 'GBR', direction: 'withdrawal' }, { source: source() })).toThrow(/Form "pay" is the deposit form \(asked for "withdrawal"\)/);
  });
});
