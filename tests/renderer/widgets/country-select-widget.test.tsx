import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../helpers/create-test-i18n';
import { renderSchemaForm, testSettings, TEST_NOW } from '../helpers/render-schema-form';
import { testVariant, TEST_SCHEMA, TEST_UI } from '../helpers/test-variant';

describe('countrySelect widget', () => {
  it('offers ISO alpha-3 values with Kosovo as XKX', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ onChange });
    const select = screen.getByLabelText<HTMLSelectElement>('Country');
    const kosovo = within(select).getByRole<HTMLOptionElement>('option', { name: 'Kosovo' });
    expect(kosovo.value).toBe('XKX');
    expect(within(select).queryByRole('option', { name: 'Hungary' })).toHaveProperty('value', 'HUN');
    await user.selectOptions(select, 'XKX');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'XKX' }));
  });

  it('names countries in the interface language', () => {
    renderSchemaForm({}, createTestI18n('hu'));
    const select = screen.getByRole('combobox', { name: 'Ország' });
    expect(within(select).getByRole('option', { name: 'Koszovó' })).toHaveProperty('value', 'XKX');
    expect(within(select).getByRole('option', { name: 'Magyarország' })).toHaveProperty('value', 'HUN');
  });

  it('limits the list to ui:options.countries', () => {
    const ui = { ...TEST_UI, country: { 'ui:widget': 'countrySelect', 'ui:options': { countries: ['HUN', 'SWE', 'XKX'] } } };
    renderSchemaForm({ variant: testVariant(TEST_SCHEMA, ui) });
    const values = [...screen.getByLabelText<HTMLSelectElement>('Country').options].map((option) => option.value);
    expect(values).toEqual(['', 'HUN', 'XKX', 'SWE']);
  });

  it('limits the list to the served countries with onlyAvailable', () => {
    const ui = { ...TEST_UI, country: { 'ui:widget': 'countrySelect', 'ui:options': { onlyAvailable: true } } };
    renderSchemaForm({
      variant: testVariant(TEST_SCHEMA, ui),
      formContext: { settings: testSettings(), countries: ['EST', 'LTU'], now: TEST_NOW },
    });
    const values = [...screen.getByLabelText<HTMLSelectElement>('Country').options].map((option) => option.value);
    expect(values).toEqual(['', 'EST', 'LTU']);
  });
});
