import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioClient } from '../../studio/src/studio-client';
import { studioI18n } from '../../studio/src/studio-i18n';
import { TranslationsPanel } from '../../studio/src/translations-panel';

const TEXT = JSON.stringify({ schema: { properties: { giftCardNumber: { title: 'cashier:fields.giftCardNumber' } } } });

/** The editor's part: a save bumps savedAt, which reloads the texts. */
function Host() {
  const [savedAt, setSavedAt] = useState(0);
  return <TranslationsPanel text={TEXT} savedAt={savedAt} onSaved={() => setSavedAt((value) => value + 1)} />;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TranslationsPanel', { timeout: 20_000 }, () => {
  it('saves a new key in every language at once and keeps saying so after the key is no longer missing', async () => {
    const before = { fields: {} };
    const after = { fields: { giftCardNumber: 'x' } };
    const locales = vi.spyOn(studioClient, 'locales').mockResolvedValueOnce({ en: { cashier: before }, hu: { cashier: before }, sv: { cashier: before } });
    locales.mockResolvedValue({ en: { cashier: after }, hu: { cashier: after }, sv: { cashier: after } });
    vi.spyOn(studioClient, 'file').mockImplementation((path: string) => Promise.resolve({ path, exists: true, writable: true, text: '{ "fields": {} }\n' }));
    const save = vi.spyOn(studioClient, 'save').mockResolvedValue({ saved: true, errors: [], introduced: [] });
    render(
      <I18nextProvider i18n={studioI18n}>
        <Host />
      </I18nextProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Text (en)'), { target: { value: 'Gift card number' } });
    fireEvent.change(screen.getByLabelText('Text (hu)'), { target: { value: 'Ajándékkártya száma' } });
    fireEvent.change(screen.getByLabelText('Text (sv)'), { target: { value: 'Presentkortets nummer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the texts' }));
    // the texts reload and the key is no longer missing: the inputs go, the confirmation stays
    await waitFor(() => expect(locales).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByLabelText('Text (en)')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Saved 3 locale files.');
    const files = save.mock.calls[0]?.[0] ?? {};
    expect(JSON.parse(files['src/i18n/locales/hu/cashier.json'] ?? '{}')).toEqual({ fields: { giftCardNumber: 'Ajándékkártya száma' } });
  });
});
