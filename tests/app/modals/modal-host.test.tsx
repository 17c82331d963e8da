import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, PLAYER } from '../../stores/fake-api';
import { renderApp } from '../render-app';

const loggedIn = { session: () => ok({ loggedIn: true, player: PLAYER }) };

describe('ModalHost: a modal\'s own query parameters', () => {
  it('closing the verification modal clears its channel too, and keeps the page\'s parameters', async () => {
    const view = renderApp('/support?modal=verification&channel=email&campaign=5', { desktop: true, api: loggedIn });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your contact details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.router.state.location.search).toBe('?campaign=5');
  });

  it('closing the AML questionnaire clears its withdrawal entry (from)', async () => {
    const view = renderApp('/support?modal=aml-questionnaire&from=withdrawal', { desktop: true, api: loggedIn });
    const dialog = await screen.findByRole('dialog', { name: /questionnaire/i });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(view.router.state.location.search).toBe('');
  });
});
