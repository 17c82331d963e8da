import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resolveVariant } from '../../src/engine/resolve-variant';
import { settingsFromFiles } from '../../src/engine/settings-from-files';
import { createFsContentSource } from '../../scripts/lib/fs-content-source';
import { renderSchemaForm, TEST_NOW } from './helpers/render-schema-form';

const source = createFsContentSource(process.cwd());

function registration(market: string) {
  const settings = settingsFromFiles(source.settingsFiles(), market);
  return { variant: resolveVariant('registration', market, { source, settings }), settings };
}

describe('the real registration form', () => {
  it.each(['INT', 'SWE', 'MLT'])('renders every field of the details page in %s with a translated label', (market) => {
    const { variant, settings } = registration(market);
    renderSchemaForm({
      variant,
      page: 'details',
      ruleContext: { settings, market, now: TEST_NOW },
      formContext: { settings, now: TEST_NOW },
      inputs: { campaigns: [{ campaignId: 7, title: 'Welcome' }] },
    });
    for (const label of document.querySelectorAll('.sf-field__label')) {
      expect(label.textContent).not.toMatch(/^\w+:/);
    }
    expect(screen.getByRole('group', { name: /^Date of birth/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toBeTruthy();
  });

  it('blocks the details page on its own required fields only', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { variant, settings } = registration('INT');
    renderSchemaForm({ variant, page: 'details', onSubmit, ruleContext: { settings, market: 'INT', now: TEST_NOW }, formContext: { settings, now: TEST_NOW }, inputs: { campaigns: [] } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'E-mail: This field is required.' })).toBeTruthy();
    expect(within(alert).queryByText(/Terms and Conditions/)).toBeNull();
  });
});
