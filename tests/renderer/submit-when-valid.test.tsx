import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '../../src/engine/json-value';
import { countingWholeForm } from './helpers/counting-whole-form';
import { renderSchemaForm } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';

/** The deposit's bonus part in small: campaignId 0 asks a promo code the bonusCodeLength rule checks (trimmed 3–32). */
const BONUS_SCHEMA: JsonObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'test-submit-when-valid',
  type: 'object',
  required: ['nickName'],
  properties: {
    nickName: { type: 'string', title: 'forms:nickName.label', minLength: 3, maxLength: 20 },
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

function bonusVariant(options: JsonObject | undefined) {
  const ui: JsonObject = {
    nickName: { 'ui:widget': 'text' },
    campaignId: { 'ui:widget': 'hidden' },
    promoCode: { 'ui:widget': 'text' },
  };
  if (options) ui['ui:options'] = options;
  return testVariant(BONUS_SCHEMA, ui);
}

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });

describe('SchemaForm ui:options.submitWhenValid', () => {
  it('keeps submit disabled while a named field has an issue (a conditional field: its own validator, the condition evaluated on the data)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { fns, wholeFormRuns } = countingWholeForm(BONUS_SCHEMA);
    renderSchemaForm({ variant: bonusVariant({ submitWhenValid: ['promoCode'] }), validateFn: fns, onSubmit, formData: { nickName: 'lucky_7', campaignId: 0 } });
    // no code yet: outside 3–32
    expect(submitButton().disabled).toBe(true);
    const code = screen.getByLabelText(/^Promo code/);
    await user.type(code, '  AB  ');
    expect(submitButton().disabled).toBe(true);
    await user.clear(code);
    await user.type(code, 'ABC');
    expect(submitButton().disabled).toBe(false);
    await user.tab();
    // every keystroke and the blur checked the promo code alone (before s25: the whole form each time)
    expect(wholeFormRuns()).toBe(0);
    await user.click(submitButton());
    expect(wholeFormRuns()).toBe(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // the field itself stops at 32 (maxLength); emptied, the gate closes again
    await user.clear(code);
    expect(submitButton().disabled).toBe(true);
  });

  it('opens enabled when the named field is not asked (no promo code chosen) and ignores the other fields', () => {
    renderSchemaForm({ variant: bonusVariant({ submitWhenValid: ['promoCode'] }), formData: { campaignId: -1 } });
    // nickName is missing, but only the promo code gates the submit: the submit itself reports nickName
    expect(submitButton().disabled).toBe(false);
  });

  it('gates on a field with its own validator, and re-opens when the caller hands in valid data', async () => {
    const user = userEvent.setup();
    const view = renderSchemaForm({ variant: bonusVariant({ submitWhenValid: ['nickName'] }), formData: { campaignId: -1 } });
    expect(submitButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Nickname/), 'lu');
    expect(submitButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Nickname/), 'c');
    expect(submitButton().disabled).toBe(false);
    view.rerender({ formData: { nickName: 'x', campaignId: -1 } });
    expect(submitButton().disabled).toBe(true);
    view.rerender({ formData: { nickName: 'lucky_7', campaignId: -1 } });
    expect(submitButton().disabled).toBe(false);
  });

  it('without the option an invalid code leaves submit enabled (the submit reports it)', () => {
    renderSchemaForm({ variant: bonusVariant(undefined), formData: { nickName: 'lucky_7', campaignId: 0, promoCode: 'A' } });
    expect(submitButton().disabled).toBe(false);
  });
});
