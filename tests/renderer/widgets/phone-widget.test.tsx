import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSchemaForm, testSettings, TEST_NOW } from '../helpers/render-schema-form';

describe('phone widget', () => {
  it('composes "+<calling code><number>" from the picker and the national number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ onChange, formContext: { settings: testSettings(), defaultCountry: 'HUN', now: TEST_NOW } });
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country calling code' });
    expect(picker.value).toBe('HU');
    expect(picker.selectedOptions[0]?.textContent).toBe('Hungary (+36)');

    const number = screen.getByLabelText(/^Phone number/);
    expect(number.getAttribute('type')).toBe('tel');
    await user.type(number, '20 123 4567');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ phoneNumber: '+36201234567' }));

    await user.selectOptions(picker, 'SE');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ phoneNumber: '+46201234567' }));
  });

  it('drops the national trunk prefix', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ onChange, formContext: { settings: testSettings(), defaultCountry: 'HUN', now: TEST_NOW } });
    await user.type(screen.getByLabelText(/^Phone number/), '06201234567');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ phoneNumber: '+36201234567' }));
  });

  it('shows a stored value split into country and national number', () => {
    renderSchemaForm({ formData: { phoneNumber: '+46701234567' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country calling code' }).value).toBe('SE');
    expect(screen.getByLabelText<HTMLInputElement>(/^Phone number/).value).toBe('701234567');
  });

  it('starts on the settings default country', () => {
    renderSchemaForm();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country calling code' }).value).toBe('HU');
  });

  it('limits the calling codes to the available countries when limitPhoneCodesByAvailableCountries is on (spec 3 §5)', () => {
    const options = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country calling code' }).options;
    const limited = renderSchemaForm({ formContext: { settings: testSettings({ limitPhoneCodesByAvailableCountries: true, allowedCountries: ['HUN', 'SWE'] }), now: TEST_NOW } });
    expect([...options()].map((option) => option.value)).toEqual(['HU', 'SE']);
    limited.unmount();
    const own = renderSchemaForm({ formContext: { settings: testSettings({ phoneCodeCountries: ['EST'], allowedCountries: ['HUN', 'SWE'] }), now: TEST_NOW } });
    expect([...options()].map((option) => option.value)).toEqual(['EE']);
    own.unmount();
    renderSchemaForm({ formContext: { settings: testSettings({ allowedCountries: ['HUN', 'SWE'] }), now: TEST_NOW } });
    expect(options().length).toBeGreaterThan(100);
  });

  it('validates only when focus leaves both controls', async () => {
    const user = userEvent.setup();
    renderSchemaForm();
    await user.click(screen.getByRole('combobox', { name: 'Country calling code' }));
    await user.tab();
    await user.type(screen.getByLabelText(/^Phone number/), '12');
    expect(screen.queryByText('Please enter a valid phone number.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
  });
});
