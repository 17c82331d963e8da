import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsent } from '../../../src/app/cookies/cookie-consent';
import { CONSENT_STORAGE_KEY } from '../../../src/app/cookies/consent-storage';
import { forgetCookieSettings } from '../../../src/app/cookies/load-cookie-settings';
import { createI18n } from '../../../src/i18n/i18n';
import settingsFile from '../../../public/cms/cookieSettings.json' with { type: 'json' };

function renderConsent() {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <CookieConsent />
    </I18nextProvider>,
  );
}

describe('CookieConsent', () => {
  beforeEach(() => {
    forgetCookieSettings();
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(settingsFile)))));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it('asks in a banner until a choice is stored', async () => {
    const user = userEvent.setup();
    renderConsent();
    const banner = await screen.findByRole('region', { name: 'We use cookies' });
    await user.click(within(banner).getByRole('button', { name: 'Only necessary cookies' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ version: 1, accepted: [] });
  });

  it('the dialog chooses categories with the keyboard; the necessary one is locked', async () => {
    const user = userEvent.setup();
    renderConsent();
    await screen.findByRole('region', { name: 'We use cookies' });
    act(() => {
      window.dispatchEvent(new CustomEvent('site:open-cookie-consent'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('checkbox', { name: /Necessary/ });
    expect(necessary).toHaveProperty('checked', true);
    expect(necessary).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('checkbox', { name: /Personalisation/ })).toBeNull();
    within(dialog).getByRole('checkbox', { name: 'Statistics' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}').accepted).toEqual(['analytics']);
    expect([...document.querySelectorAll('script[data-site-script]')].map((script) => script.getAttribute('data-site-script'))).toEqual([
      '/cms/analytics.js',
    ]);
  });

  it('Escape closes the dialog without a choice', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, accepted: ['marketing'], savedAt: '2026-01-01T00:00:00Z' }));
    renderConsent();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    act(() => {
      window.dispatchEvent(new CustomEvent('site:open-cookie-consent'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).toHaveProperty('checked', true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}').accepted).toEqual(['marketing']);
  });
});
