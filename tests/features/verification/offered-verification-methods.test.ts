import { describe, expect, it } from 'vitest';
import { offeredVerificationMethods } from '../../../src/features/verification/offered-verification-methods';

const ALL = ['smartId', 'mobileId', 'idin', 'trustly', 'cddn', 'top', 'zignSec', 'idenfy', 'documentUpload', 'hungarianWizard'];

describe('verification methods offered (spec 1 §2, §6)', () => {
  it('keeps the order of verification.methods.selector', () => {
    expect(offeredVerificationMethods({ configured: ['top', 'cddn'], loggedIn: true, implemented: ALL, zignSecActive: false })).toEqual(['top', 'cddn']);
  });
  it('offers Smart-ID, Mobile-ID and Idenfy only to visitors, the Hungarian wizard to anyone', () => {
    const configured = ['smartId', 'mobileId', 'idenfy', 'hungarianWizard', 'cddn', 'documentUpload'];
    expect(offeredVerificationMethods({ configured, loggedIn: false, implemented: ALL, zignSecActive: false })).toEqual(['smartId', 'mobileId', 'idenfy', 'hungarianWizard']);
    expect(offeredVerificationMethods({ configured, loggedIn: true, implemented: ALL, zignSecActive: false })).toEqual(['hungarianWizard', 'cddn', 'documentUpload']);
  });
  it('offers zignSec only with be.zignSecActive, and only what the build runs', () => {
    expect(offeredVerificationMethods({ configured: ['zignSec', 'top'], loggedIn: true, implemented: ALL, zignSecActive: false })).toEqual(['top']);
    expect(offeredVerificationMethods({ configured: ['zignSec', 'top'], loggedIn: true, implemented: ALL, zignSecActive: true })).toEqual(['zignSec', 'top']);
    expect(offeredVerificationMethods({ configured: ['documentUpload', 'top'], loggedIn: true, implemented: ['top'], zignSecActive: false })).toEqual(['top']);
  });
  it('ignores unknown names, repeats and a setting that is no list', () => {
    expect(offeredVerificationMethods({ configured: ['top', 'bankId', 'top'], loggedIn: true, implemented: ALL, zignSecActive: false })).toEqual(['top']);
    expect(offeredVerificationMethods({ configured: 'top', loggedIn: true, implemented: ALL, zignSecActive: false })).toEqual([]);
  });
});

describe('automatic identity providers (spec 1 §4 "Account validation": each behind its back-end flag)', () => {
  const configured = ['cddn', 'veriff', 'ondato', 'sumsub', 'documentUpload'];
  const implemented = ['cddn', 'veriff', 'ondato', 'sumsub', 'documentUpload'];

  it('offers a provider to players only when its flag is on', () => {
    expect(offeredVerificationMethods({ configured, loggedIn: true, implemented, zignSecActive: false, backEnd: { veriffActive: true, sumsubActive: 'yes' } })).toEqual([
      'cddn',
      'veriff',
      'documentUpload',
    ]);
    expect(offeredVerificationMethods({ configured, loggedIn: true, implemented, zignSecActive: false })).toEqual(['cddn', 'documentUpload']);
  });

  it('never to visitors: they verify an account', () => {
    expect(offeredVerificationMethods({ configured, loggedIn: false, implemented, zignSecActive: false, backEnd: { veriffActive: true, ondatoActive: true } })).toEqual([]);
  });
});
