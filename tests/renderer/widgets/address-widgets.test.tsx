import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSchemaForm } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

const ADDRESS = testVariant(
  {
    $id: 'test-address',
    type: 'object',
    properties: {
      country: { type: 'string', title: 'forms:country.label', maxLength: 3 },
      state: { type: 'string', title: 'forms:state.label', maxLength: 3 },
      gender: { type: 'string', title: 'forms:gender.label', enum: ['male', 'female'] },
    },
  },
  {
    country: { 'ui:widget': 'countrySelect' },
    state: { 'ui:widget': 'stateSelect' },
    gender: { 'ui:widget': 'radio', 'ui:options': { labelPrefix: 'forms:gender.' } },
  },
);

describe('stateSelect widget', () => {
  it('lists the states of the chosen country from settings', () => {
    renderSchemaForm({ variant: ADDRESS, formData: { country: 'AUS' } });
    const values = [...screen.getByLabelText<HTMLSelectElement>(/^State/).options].map((option) => option.value);
    expect(values).toEqual(['', 'ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it('clears a state that the newly chosen country does not have', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: ADDRESS, formData: { country: 'USA', state: 'CA' }, onChange });
    expect(screen.getByLabelText<HTMLSelectElement>(/^State/).value).toBe('CA');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'CAN');
    expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ state: 'CA' }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ country: 'CAN' });
    expect(onChange.mock.lastCall?.[0].state).toBeUndefined();
  });
});

describe('radio widget', () => {
  it('is a fieldset whose legend is the label, options translated by labelPrefix', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: ADDRESS, onChange });
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group.tagName).toBe('FIELDSET');
    await user.click(within(group).getByRole('radio', { name: 'Female' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ gender: 'female' }));
  });
});
