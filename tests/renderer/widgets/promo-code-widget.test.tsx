import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/engine/json-value';
import { renderSchemaForm } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

/** The deposit's bonus part (schemas/forms/cashier-deposit): campaignId 0 asks a promo code, checked by bonusCodeLength (trimmed 3–32). */
const BONUS_SCHEMA: JsonObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'test-promo-code-widget',
  type: 'object',
  properties: {
    amount: { type: 'string', title: 'cashier:fields.amount', maxLength: 12 },
    campaignId: { type: 'integer', title: 'cashier:fields.bonus', minimum: -1, default: -1 },
  },
  allOf: [
    {
      if: { required: ['campaignId'], properties: { campaignId: { const: 0 } } },
      then: { properties: { promoCode: { type: 'string', title: 'forms:promoCode.label', maxLength: 32 } } },
    },
  ],
  'x-rules': {
    bonusCodeLength: { rule: 'bonusCodeLength', params: { field: 'promoCode', campaign: 'campaignId' } },
  },
};

function depositBonus(widget: 'promoCode' | 'text') {
  return testVariant(BONUS_SCHEMA, {
    'ui:options': { submitWhenValid: ['promoCode'], changeClearsErrors: ['campaignId', 'promoCode'] },
    amount: { 'ui:widget': 'text' },
    campaignId: { 'ui:widget': 'hidden' },
    promoCode: { 'ui:widget': widget },
  });
}

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
const codeError = () => screen.queryByText('The bonus code must be 3 to 32 characters long.');

describe('promoCode widget (spec 2 §5: an empty promo code gives no error, submit stays disabled)', () => {
  // typing and tabbing through a whole form: under a loaded machine this takes longer than vitest's 5 s default
  it('leaving the code empty shows no error while submit stays disabled; a typed code outside 3–32 shows bonusCode on leaving', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderSchemaForm({ variant: depositBonus('promoCode'), formData: { amount: '50', campaignId: 0 } });
    const code = screen.getByLabelText(/^Promo code/);
    await user.click(code);
    await user.tab();
    expect(codeError()).toBeNull();
    expect(code.getAttribute('aria-invalid')).not.toBe('true');
    expect(submitButton().disabled).toBe(true);

    await user.type(code, ' AB ');
    await user.tab();
    expect(codeError()).not.toBeNull();
    expect(submitButton().disabled).toBe(true);

    // emptied again: the earlier error goes (changeClearsErrors) and leaving says nothing, submit still disabled
    await user.clear(code);
    await user.tab();
    expect(codeError()).toBeNull();
    expect(submitButton().disabled).toBe(true);

    await user.type(code, 'SPRING');
    await user.tab();
    expect(codeError()).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('a plain text field would say bonusCode on leaving it empty (what the widget is for)', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderSchemaForm({ variant: depositBonus('text'), formData: { amount: '50', campaignId: 0 } });
    await user.click(screen.getByLabelText(/^Promo code/));
    await user.tab();
    expect(codeError()).not.toBeNull();
    expect(submitButton().disabled).toBe(true);
  });
});
