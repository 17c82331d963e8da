import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { mergePatch } from '../../src/engine/merge-patch';
import { settingsFor } from '../../src/engine/settings-for';
import { FormVariantGate } from '../../src/renderer/form-variant-gate';
import { createTestI18n } from './helpers/create-test-i18n';

function renderGate(settings: { be: Record<string, unknown>; fe: Record<string, unknown> }) {
  const onDrift = vi.fn();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <FormVariantGate formId="registration" settings={settings} onDrift={onDrift}>
        {(loaded) => <p>form {loaded.variant.formId} for {loaded.variant.market}</p>}
      </FormVariantGate>
    </I18nextProvider>,
  );
  return onDrift;
}

describe('FormVariantGate', () => {
  it('shows the variant compiled for the served market when the settings agree', async () => {
    const served = settingsFor('SWE') as unknown as { be: Record<string, unknown>; fe: Record<string, unknown> };
    const onDrift = renderGate(served);
    expect(await screen.findByText('form registration for SWE', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(onDrift).not.toHaveBeenCalled();
  });

  it('refuses the form and reports the drift when the server serves other form-shaping settings', async () => {
    const compiled = settingsFor('HUN') as unknown as { be: Record<string, unknown>; fe: Record<string, unknown> };
    const served = mergePatch(compiled as never, { fe: { passwordLimits: { min: 10 } } }) as typeof compiled;
    const onDrift = renderGate(served);
    expect(await screen.findByRole('alert', undefined, { timeout: 10_000 })).toHaveProperty('textContent', expect.stringContaining('has just been updated'));
    expect(screen.queryByText(/^form registration/)).toBeNull();
    expect(onDrift).toHaveBeenCalledWith({ formId: 'registration', market: 'HUN', paths: ['fe.passwordLimits.min'] });
  });
});
