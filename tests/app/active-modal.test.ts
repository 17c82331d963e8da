import { describe, expect, it } from 'vitest';
import { activeModal } from '../../src/app/modals/active-modal';
import { modalHref } from '../../src/app/layout/modal-href';
import { localizePath } from '../../src/i18n/localize-path';

describe('activeModal', () => {
  it('opens a registered modal as a dialog on desktop', () => {
    expect(activeModal('login', false, true)).toMatchObject({ kind: 'dialog', name: 'login' });
  });

  it('sends mobile to the modal page', () => {
    expect(activeModal('registration', false, false)).toEqual({
      kind: 'page',
      name: 'registration',
      path: '/registration',
    });
  });

  it('ignores unknown names, no query, and logged-out-only modals for players', () => {
    expect(activeModal(null, false, true)).toEqual({ kind: 'none' });
    expect(activeModal('toString', false, true)).toEqual({ kind: 'none' });
    expect(activeModal('nope', false, true)).toEqual({ kind: 'none' });
    expect(activeModal('login', true, true)).toEqual({ kind: 'none' });
  });
});

describe('modalHref', () => {
  const location = { pathname: '/hu/my/profile', search: '?tab=1' };
  it('adds ?modal= to the current page on desktop, keeping the query', () => {
    expect(modalHref('login', true, location, (path) => localizePath(path, 'hu'))).toBe('/hu/my/profile?tab=1&modal=login');
  });

  it('links to the localized page on mobile', () => {
    expect(modalHref('login', false, location, (path) => localizePath(path, 'hu'))).toBe('/hu/login');
  });
});

describe('activeModal for a flow that logs the player in itself', () => {
  it('keeps registration open after its own automatic login, but not a login modal', () => {
    expect(activeModal('registration', true, true, true)).toMatchObject({ kind: 'dialog', name: 'registration' });
    expect(activeModal('login', true, true, true)).toEqual({ kind: 'none' });
  });

  it('does not open registration for a player who was logged in already', () => {
    expect(activeModal('registration', true, true, false)).toEqual({ kind: 'none' });
  });
});
