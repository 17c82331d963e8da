import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../../src/api/endpoints';
import { renderApp } from '../../app/render-app';
import { fail, ok } from '../../stores/fake-api';

const RUNNING: Tournament = {
  id: 'slots-sprint',
  name: 'Slots Sprint',
  status: 'running',
  startsAt: '2026-03-08T00:00:00.000Z',
  endsAt: '2026-03-15T00:00:00.000Z',
  prizePool: '5000.00',
  currency: 'EUR',
  minBet: '0.20',
  games: ['no-such-game'],
};

describe('/tournaments and the games pages that load a list', () => {
  it('a failed load says the platform error and Try again loads it once more', async () => {
    let failing = true;
    renderApp('/tournaments', { api: { tournaments: () => (failing ? fail(100) : ok({ tournaments: [RUNNING] })) } });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 3, name: 'Slots Sprint' })).toBeTruthy();
    expect(screen.getByText('Prize pool: 5.000,00 €')).toBeTruthy();
    // a game the catalogue does not know is named by its key, without a link
    expect(screen.getByText('no-such-game').closest('a')).toBeNull();
  }, 20_000);

  it('no tournament: says so', async () => {
    renderApp('/tournaments', { api: { tournaments: () => ok({ tournaments: [] }) } });
    expect(await screen.findByText('There are no tournaments right now. Come back soon.', undefined, { timeout: 10_000 })).toBeTruthy();
  }, 20_000);
});
