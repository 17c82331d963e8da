import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ALARM_DISMISSED_KEY } from '../../../src/app/layout/alarm-banner';
import { ok, PLAYER } from '../../stores/fake-api';
import { renderApp } from '../render-app';

const alarm = (body: string, markers?: string[]) => () => ok([{ key: 'general-alarm', title: 'Alarm', body, markers }, { key: 'support', title: 'Support', body: 'We help.' }]);

afterEach(() => window.sessionStorage.clear());

describe('AlarmBanner', () => {
  it('shows the general-alarm text at the top; dismissing it holds for the session', async () => {
    const view = renderApp('/', { api: { pages: alarm('Maintenance tonight. [Details](/support)') } });
    const banner = await screen.findByRole('region', { name: 'Important notice' });
    // the markdown renderer loads with the first text shown (issue 18: marked + DOMPurify out of the first load)
    expect(await within(banner).findByText(/Maintenance tonight/)).toBeTruthy();
    await userEvent.click(within(banner).getByRole('link', { name: 'Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('region', { name: 'Important notice' })).getByRole('button', { name: 'Dismiss the notice' }));
    expect(screen.queryByRole('region', { name: 'Important notice' })).toBeNull();
    expect(window.sessionStorage.getItem(ALARM_DISMISSED_KEY)).toBeTruthy();
    view.unmount();

    renderApp('/', { api: { pages: alarm('Maintenance tonight. [Details](/support)') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Important notice' })).toBeNull();
  });

  it('shows a new text again after an older one was dismissed', async () => {
    window.sessionStorage.setItem(ALARM_DISMISSED_KEY, 'something-else');
    renderApp('/', { api: { pages: alarm('New outage.') } });
    expect(await screen.findByRole('region', { name: 'Important notice' })).toBeTruthy();
  });

  it('shows nothing for empty text or hidden markers', async () => {
    const view = renderApp('/', { api: { pages: alarm('   ') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Important notice' })).toBeNull();
    view.unmount();
    renderApp('/', { api: { pages: alarm('Players only.', ['postlogin']) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Important notice' })).toBeNull();
  });

  it('shows group-marked text to members only', async () => {
    renderApp('/', {
      api: {
        pages: alarm('VIP news.', ['vip']),
        session: () => ok({ loggedIn: true, player: PLAYER }),
        accountDetails: () => ok({ ...PLAYER, groups: ['VIP'] }),
      },
    });
    expect(await screen.findByRole('region', { name: 'Important notice' })).toBeTruthy();
    await act(async () => {});
  });
});
