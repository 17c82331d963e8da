import { screen } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ResolvedVariant } from '../../../src/engine/resolved-variant';
import { renderSchemaForm } from '../../renderer/helpers/render-schema-form';

/** The generated variant of the prefill form (every market shares it). */
function prefillVariant(): ResolvedVariant {
  const file = readdirSync('src/generated/variants').find((name) => name.startsWith('profile-prefill.'));
  return JSON.parse(readFileSync(`src/generated/variants/${String(file)}`, 'utf8')) as ResolvedVariant;
}

describe('the prefill form', () => {
  it('shows the state for a country with states, also when the country is hidden; none for a country without', () => {
    const view = renderSchemaForm({ variant: prefillVariant(), formData: { prefillType: 'deposit', country: 'AUS' }, hiddenFields: ['country', 'birthDate'] });
    expect(screen.getByRole('combobox', { name: /State/ })).toBeTruthy();
    expect(document.querySelector('[id$="_country"]')?.getAttribute('type')).toBe('hidden');
    view.unmount();
    renderSchemaForm({ variant: prefillVariant(), formData: { prefillType: 'deposit', country: 'HUN' }, hiddenFields: ['country'] });
    expect(screen.queryByRole('combobox', { name: /State/ })).toBeNull();
  });
});
