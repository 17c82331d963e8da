import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import type { NewPaymentMethod, PaymentMethodContext } from '../../studio/src/new-payment-method';
import { CASHIER_CATALOGUE, newPaymentMethodFiles } from '../../studio/src/new-payment-method';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const context: PaymentMethodContext = {
  catalogueText: read(CASHIER_CATALOGUE),
  cashierTexts: { en: read('src/i18n/locales/en/cashier.json'), hu: read('src/i18n/locales/hu/cashier.json'), sv: read('src/i18n/locales/sv/cashier.json') },
};
const VOUCHER: NewPaymentMethod = {
  id: 'shop-voucher',
  rule: 'Provider 777 (spec 2 §9): a prepaid shop voucher paid with its 16-digit code.',
  platformIds: '777002, 777003',
  directions: ['deposit'],
  labels: { en: 'Shop voucher', hu: 'Bolti utalvány', sv: 'Butikskupong' },
};

describe('newPaymentMethodFiles', () => {
  it('adds the catalogue entry without touching the other lines, the overlay and the names in three languages', () => {
    const result = newPaymentMethodFiles(VOUCHER, context);
    if (!('files' in result)) throw new Error(JSON.stringify(result.problems));
    expect(Object.keys(result.files).sort()).toEqual([
      'schemas/cashier/methods.json',
      'schemas/cashier/methods/shop-voucher/deposit.json',
      'src/i18n/locales/en/cashier.json',
      'src/i18n/locales/hu/cashier.json',
      'src/i18n/locales/sv/cashier.json',
    ]);
    const catalogue = result.files[CASHIER_CATALOGUE] ?? '';
    const before = context.catalogueText.split('\n');
    const after = catalogue.split('\n');
    // one line added, one line gained a comma
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((line) => !before.includes(line))).toHaveLength(2);
    expect((JSON.parse(catalogue) as { methods: Record<string, unknown> }).methods['shop-voucher']).toEqual({
      $comment: VOUCHER.rule,
      label: 'cashier:methods.shop-voucher',
      platformIds: [777002, 777003],
      directions: ['deposit'],
    });
    expect(JSON.parse(result.files['schemas/cashier/methods/shop-voucher/deposit.json'] ?? '')).toEqual({ $comment: VOUCHER.rule, schema: {}, ui: {} });
    expect((JSON.parse(result.files['src/i18n/locales/hu/cashier.json'] ?? '') as { methods: Record<string, string> }).methods['shop-voucher']).toBe('Bolti utalvány');
  });

  it('refuses what the content check would refuse, and a platform id another method describes', () => {
    const result = newPaymentMethodFiles({ ...VOUCHER, id: 'card', rule: 'short', platformIds: '1140001', directions: [], labels: { en: 'Card', hu: '', sv: ' ' } }, context);
    expect('problems' in result && result.problems).toEqual([
      { field: 'id', code: 'exists' },
      { field: 'rule', code: 'tooShort' },
      { field: 'platformIds', code: 'taken', platformId: 1140001, method: 'card' },
      { field: 'directions', code: 'none' },
      { field: 'labels', code: 'missing', language: 'hu' },
      { field: 'labels', code: 'missing', language: 'sv' },
    ]);
    expect('problems' in newPaymentMethodFiles({ ...VOUCHER, id: 'Shop Voucher', platformIds: '12a' }, context) && newPaymentMethodFiles({ ...VOUCHER, id: 'Shop Voucher', platformIds: '12a' }, context)).toMatchObject({
      problems: [{ field: 'id', code: 'pattern' }, { field: 'platformIds', code: 'pattern' }],
    });
  });

  it('writes into an empty catalogue too', () => {
    const result = newPaymentMethodFiles(VOUCHER, { ...context, catalogueText: '{\n  "forms": { "deposit": "cashier-deposit" },\n  "methods": {}\n}\n' });
    expect('files' in result && JSON.parse(result.files[CASHIER_CATALOGUE] ?? '')).toMatchObject({ methods: { 'shop-voucher': { platformIds: [777002, 777003] } } });
  });
});
