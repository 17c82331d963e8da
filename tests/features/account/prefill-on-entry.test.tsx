// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileData } from '../../../src/api/endpoints';
import type { PrefillType } from '../../../src/engine/prefill/prefill-config';
import { PrefillOnEntry } from '../../../src/features/account/prefill-on-entry';
import type { RootStore } from '../../../src/stores/root-store';

afterEach(cleanup);

const fe = {
  prefillFields: {
    deposit: [
      { name: 'city', readOnly: false, mandatory: true },
      { name: 'phoneNumber', readOnly: false, mandatory: true, validator: 'phone' },
    ],
    game: [{ name: 'firstName', readOnly: true, mandatory: true }],
  },
};

function profile(details: Partial<ProfileData['details']>): ProfileData {
  const base = { firstName: 'Anna', lastName: 'Kovács', birthDate: '1990-01-01', country: 'HUN', state: '', city: 'Budapest', address: 'Fő utca 1', zipCode: '1011', phoneNumber: '+36201234567', nickName: '' };
  return { details: { ...base, ...details } as ProfileData['details'], lockedFields: [] };
}

function fakeStore(answer: ProfileData, loggedIn = true) {
  const call = vi.fn(() => Promise.resolve({ ok: true as const, data: answer }));
  const store = { api: { call }, session: { loggedIn }, settings: { be: {}, fe } } as unknown as RootStore;
  return { store, call };
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, store: RootStore, type: PrefillType | null, modalOpen = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <PrefillOnEntry store={store} type={type} modalOpen={modalOpen} />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const address = () => screen.getByLabelText('address').textContent;

describe('PrefillOnEntry', () => {
  it('opens the prefill form of the type when a mandatory field is empty, keeping the page and its query', async () => {
    const { store, call } = fakeStore(profile({ city: ' ' }));
    renderAt('/payment/deposit?amount=20', store, 'deposit');
    await waitFor(() => expect(address()).toBe('/payment/deposit?amount=20&modal=prefill&type=deposit'));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('profile', undefined, expect.anything());
  });

  it('leaves a complete profile on its page', async () => {
    const { store, call } = fakeStore(profile({}));
    renderAt('/payment/deposit', store, 'deposit');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(address()).toBe('/payment/deposit');
  });

  it('reads the type’s own fields: a game needs the first name only', async () => {
    const { store } = fakeStore(profile({ firstName: '', city: '' }));
    renderAt('/all-games/royal-roulette/real', store, 'game');
    await waitFor(() => expect(address()).toBe('/all-games/royal-roulette/real?modal=prefill&type=game'));
  });

  it('asks nothing of a visitor, on a page without a type, or under another modal', async () => {
    const visitor = fakeStore(profile({ city: '' }), false);
    renderAt('/payment/deposit', visitor.store, 'deposit');
    cleanup();
    const elsewhere = fakeStore(profile({ city: '' }));
    renderAt('/my/profile', elsewhere.store, null);
    cleanup();
    const covered = fakeStore(profile({ city: '' }));
    renderAt('/payment/deposit?modal=deposit-limit', covered.store, 'deposit', true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visitor.call).not.toHaveBeenCalled();
    expect(elsewhere.call).not.toHaveBeenCalled();
    expect(covered.call).not.toHaveBeenCalled();
  });
});
