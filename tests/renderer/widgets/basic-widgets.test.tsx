import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSchemaForm } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

const BASIC = testVariant(
  {
    $id: 'test-basic',
    type: 'object',
    required: ['currency'],
    properties: {
      token: { type: 'string', maxLength: 40 },
      message: { type: 'string', title: 'forms:nickName.label', maxLength: 500 },
      currency: { type: 'string', title: 'forms:currency.label', enum: ['EUR', 'HUF'] },
      gender: {
        type: 'string',
        title: 'forms:gender.label',
        oneOf: [
          { const: 'male', title: 'forms:gender.male' },
          { const: 'female', title: 'forms:gender.female' },
        ],
      },
      amount: { type: 'integer', title: 'forms:zipCode.label', minimum: 1 },
      receiveEmail: { type: 'boolean', title: 'forms:receiveEmail.label', default: false },
    },
  },
  {
    token: { 'ui:widget': 'hidden' },
    message: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } },
    currency: { 'ui:widget': 'select' },
    gender: { 'ui:widget': 'select' },
    amount: { 'ui:widget': 'text' },
    receiveEmail: { 'ui:widget': 'checkbox' },
  },
);

describe('basic widgets', () => {
  it('carries a hidden value without showing a field', () => {
    const { container } = renderSchemaForm({ variant: BASIC, formData: { token: 'abc' } });
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"]');
    expect(hidden?.value).toBe('abc');
    expect(hidden?.closest('.sf-field')).toBeNull();
  });

  it('renders a labelled textarea', () => {
    renderSchemaForm({ variant: BASIC });
    const textarea = screen.getByRole('textbox', { name: 'Nickname' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('6');
  });

  it('selects enum values and translated oneOf titles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: BASIC, onChange });
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    expect(within(gender).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Male', 'Female']);
    await user.selectOptions(gender, 'Female');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ gender: 'female' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'HUF');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ currency: 'HUF' }));
  });

  it('keeps integers numbers and uses a numeric keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: BASIC, onChange });
    const amount = screen.getByRole('textbox', { name: 'Zip code' });
    expect(amount.getAttribute('inputmode')).toBe('numeric');
    await user.type(amount, '25');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ amount: 25 }));
  });

  it('renders a checkbox with its own label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: BASIC, onChange });
    await user.click(screen.getByRole('checkbox', { name: 'I want to receive offers by e-mail' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ receiveEmail: true }));
  });

  it('describes a field by its help text', () => {
    renderSchemaForm();
    const nickName = screen.getByLabelText(/^Nickname/);
    const helpId = nickName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(helpId)?.textContent).toBe('Latin letters, digits and underscores only.');
  });
});
