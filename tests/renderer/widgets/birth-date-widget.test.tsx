import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSchemaForm, testSettings, TEST_NOW } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

const BIRTH = testVariant(
  {
    $id: 'test-birth',
    type: 'object',
    required: ['birthDate'],
    properties: { birthDate: { type: 'string', title: 'forms:birthDate.label', format: 'date', maxLength: 10 } },
  },
  { birthDate: { 'ui:widget': 'birthDate' } },
);

describe('birthDate widget', () => {
  it('composes YYYY-MM-DD from day, month and year selects inside a fieldset', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: BIRTH, onChange });
    const group = screen.getByRole('group', { name: /^Date of birth/ });
    await user.selectOptions(within(group).getByLabelText('Day'), '7');
    await user.selectOptions(within(group).getByLabelText('Month'), 'April');
    expect(onChange.mock.lastCall?.[0].birthDate).toBeUndefined();
    await user.selectOptions(within(group).getByLabelText('Year'), '1990');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ birthDate: '1990-04-07' }));
  });

  it('offers years from today minus the maximum age to today minus the minimum age', () => {
    const settings = testSettings({ playerAgeLimit: { min: 21, max: 90 } });
    renderSchemaForm({ variant: BIRTH, formContext: { settings, now: TEST_NOW } });
    const years = [...screen.getByLabelText<HTMLSelectElement>('Year').options].map((option) => option.value).filter(Boolean);
    expect(years[0]).toBe('2005');
    expect(years.at(-1)).toBe('1936');
  });

  it('shows a stored date and validates only when focus leaves the group', async () => {
    const user = userEvent.setup();
    renderSchemaForm({ variant: BIRTH });
    await user.selectOptions(screen.getByLabelText('Day'), '7');
    await user.tab();
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.tab();
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('splits a stored value into the selects', () => {
    renderSchemaForm({ variant: BIRTH, formData: { birthDate: '1985-12-31' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Day').value).toBe('31');
    expect(screen.getByLabelText<HTMLSelectElement>('Month').value).toBe('12');
    expect(screen.getByLabelText<HTMLSelectElement>('Year').value).toBe('1985');
  });
});
