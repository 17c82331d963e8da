import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/lib/content-check/check-content';
import { formatContentError } from '../../scripts/lib/content-check/content-error';
import { cashierContent } from './cashier-content';
import type { ContentFiles } from './temp-content';
import { TEST_FLOW_NAMES, removeContent, writeContent } from './temp-content';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function check(change: (files: ContentFiles) => void = () => undefined): string[] {
  const files = cashierContent();
  change(files);
  const root = writeContent(files);
  roots.push(root);
  return checkContent({ root, flowNames: TEST_FLOW_NAMES }).map(formatContentError);
}

const CARD = 'schemas/cashier/methods/card/deposit.json';
const CARD_ROU = 'schemas/cashier/methods/card/markets/ROU.json';

describe('content check: payment-method chains', () => {
  it('passes valid cashier content', () => {
    expect(check()).toEqual([]);
  });

  it('names the method × market overlay file and pointer of an unknown widget it introduces', () => {
    const errors = check((files) => {
      (files[CARD_ROU] as Json).deposit.ui.cardHolder['ui:widget'] = 'fancyName';
    });
    expect(errors).toEqual([`${CARD_ROU}: /deposit/ui/cardHolder/ui:widget: unknown widget "fancyName"`]);
  });

  it('names the method × market file when it overrides what the method file set', () => {
    const errors = check((files) => {
      (files[CARD_ROU] as Json).deposit.ui.cardNumber = { 'ui:widget': 'cardScanner' };
    });
    expect(errors).toEqual([`${CARD_ROU}: /deposit/ui/cardNumber/ui:widget: unknown widget "cardScanner"`]);
  });

  it('names the method file for a problem it introduces, in every market', () => {
    const errors = check((files) => {
      (files[CARD] as Json).schema.properties.cardNumber = { type: 'string', title: 'pay:cardNumber', pattern: '^[0-9]+$' };
      (files[CARD] as Json).schema.properties.cvc = { type: 'string', title: 'pay:cvc', maxLength: 4 };
    });
    expect(errors).toEqual([
      `${CARD}: /schema/properties/cardNumber: "pattern" needs "maxLength" beside it`,
      `${CARD}: /schema/properties/cvc/title: unknown i18n key "pay:cvc"`,
    ]);
  });

  it('names the market overlay of the form when the problem comes from there, also in method chains', () => {
    const errors = check((files) => {
      (files['schemas/forms/pay/markets/HUN.json'] as Json).ui.currency['ui:widget'] = 'coins';
    });
    expect(errors).toEqual(['schemas/forms/pay/markets/HUN.json: /ui/currency/ui:widget: unknown widget "coins"']);
  });

  it('names the chains of a base-file problem that only some of them have', () => {
    const errors = check((files) => {
      (files['schemas/forms/pay/ui.json'] as Json).cardHolder = { 'ui:widget': 'nope' };
    });
    // ROU × card decides cardHolder's ui itself (method × market overlay), every other chain inherits the base
    const others = '(variants INT, INT/card, INT/wallet, HUN, HUN/card, HUN/wallet, ROU, ROU/wallet)';
    expect(errors).toEqual([
      `schemas/forms/pay/ui.json: /cardHolder/ui:widget: unknown widget "nope" ${others}`,
      `schemas/forms/pay/ui.json: /cardHolder: ui for unknown field "cardHolder" ${others}`,
    ]);
  });

  it('names the layer that set a flag for a problem the flag causes', () => {
    const errors = check((files) => {
      delete (files['src/i18n/locales/en/validation.json'] as Json).wholeNumber;
    });
    expect(errors).toEqual([
      'schemas/cashier/methods/wallet/deposit.json: /flags/wholeAmount: no text "validation:wholeNumber" for error code "wholeNumber" (schema /properties/amount/x-errorCode/pattern)',
    ]);
  });

  it('validates method files against their meta-schema with file and pointer', () => {
    const errors = check((files) => {
      (files[CARD] as Json).flags = { roundUp: true };
      (files[CARD_ROU] as Json).withdrawal = { schema: {} , extra: 1 };
      delete (files['schemas/cashier/methods/wallet/deposit.json'] as Json).$comment;
    });
    expect(errors).toEqual(expect.arrayContaining([
      `${CARD}: /flags/roundUp: unknown key "roundUp"`,
      `${CARD_ROU}: /withdrawal/extra: unknown key "extra"`,
      'schemas/cashier/methods/wallet/deposit.json: (root): missing property "$comment"',
    ]));
  });

  it('checks the catalogue: meta-schema, forms, labels, direction files, undeclared folders and markets', () => {
    const errors = check((files) => {
      const catalogue = files['schemas/cashier/methods.json'] as Json;
      catalogue.methods.card.label = 'pay:methods.kard';
      catalogue.methods.wallet.directions = ['deposit', 'withdrawal'];
      files['schemas/cashier/methods/cheque/deposit.json'] = { $comment: 'a method nobody declared' };
      files['schemas/cashier/methods/card/markets/XXX.json'] = { $comment: 'a market that does not exist', deposit: { ui: {} } };
    });
    expect(errors).toEqual(expect.arrayContaining([
      'schemas/cashier/methods.json: /methods/card/label: unknown i18n key "pay:methods.kard"',
      'schemas/cashier/methods.json: /methods/wallet/directions/1: no cashier form for direction "withdrawal" in /forms',
      'schemas/cashier/methods.json: /methods/wallet/directions/1: missing schemas/cashier/methods/wallet/withdrawal.json (the method\'s withdrawal overlay)',
      'schemas/cashier/methods/cheque: (root): method "cheque" is not declared in schemas/cashier/methods.json',
      'schemas/cashier/methods/card/markets/XXX.json: (root): unknown market "XXX" (see schemas/markets.json)',
    ]));
    const broken = check((files) => {
      (files['schemas/cashier/methods.json'] as Json).methods.card.directions = ['sideways'];
    });
    expect(broken).toContain('schemas/cashier/methods.json: /methods/card/directions/0: must be one of ["deposit","withdrawal"]');
  });

  it('refuses a platform id that two methods describe, naming the second', () => {
    const errors = check((files) => {
      (files['schemas/cashier/methods.json'] as Json).methods.wallet.platformIds = [100027, 1140001];
    });
    expect(errors).toEqual(['schemas/cashier/methods.json: /methods/wallet/platformIds/1: platform id 1140001 is already described by method "card"']);
  });

  it('fails a fixture folder naming a method the form does not have', () => {
    const errors = check((files) => {
      files['tests/fixtures/pay/ROU/cheque/ok.json'] = files['tests/fixtures/pay/ROU/card/ok.json'];
      files['tests/fixtures/signup/HUN/card/ok.json'] = files['tests/fixtures/signup/HUN/ok.json'];
    });
    expect(errors).toEqual([
      'tests/fixtures/pay/ROU/cheque/ok.json: (root): unknown payment method "cheque" for form "pay" (methods: card, wallet)',
      'tests/fixtures/signup/HUN/card/ok.json: (root): form "signup" has no payment methods (folder "card")',
    ]);
  });
});
