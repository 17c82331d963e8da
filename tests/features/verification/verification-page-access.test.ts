import { describe, expect, it } from 'vitest';
import { verificationPageAccess } from '../../../src/features/verification/verification-page-access';

describe('the verification page guard (spec 1 §6; README "Verification": why the route is open to visitors)', () => {
  it('a player always gets the page', () => {
    expect(verificationPageAccess({ loggedIn: true, offered: [], running: null })).toBe('page');
    expect(verificationPageAccess({ loggedIn: true, offered: ['cddn', 'documentUpload'], running: null })).toBe('page');
  });

  it('a visitor gets it only for the visitor methods (Smart-ID, Mobile-ID, iDenfy) and the wizard anyone may use', () => {
    expect(verificationPageAccess({ loggedIn: false, offered: ['mobileId', 'smartId', 'idenfy'], running: null })).toBe('page');
    expect(verificationPageAccess({ loggedIn: false, offered: ['hungarianWizard'], running: null })).toBe('page');
  });

  it('a visitor without any method is asked to log in', () => {
    expect(verificationPageAccess({ loggedIn: false, offered: [], running: null })).toBe('authorizationRequired');
  });

  it('a visitor never gets a player method, listed or under way (a stale list, a method kept in the session from before a logout)', () => {
    expect(verificationPageAccess({ loggedIn: false, offered: ['idenfy', 'documentUpload'], running: null })).toBe('authorizationRequired');
    expect(verificationPageAccess({ loggedIn: false, offered: ['veriff'], running: null })).toBe('authorizationRequired');
    expect(verificationPageAccess({ loggedIn: false, offered: [], running: 'cddn' })).toBe('authorizationRequired');
    // a Smart-ID verification that has just logged the visitor in is still on screen
    expect(verificationPageAccess({ loggedIn: false, offered: [], running: 'smartId' })).toBe('page');
  });
});
