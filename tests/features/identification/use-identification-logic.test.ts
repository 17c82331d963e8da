import { describe, expect, it } from 'vitest';
import { identificationMethod } from '../../../src/features/identification/identification-methods';
import { isFormShown } from '../../../src/features/identification/use-identification-logic';

const settings = (be: Record<string, unknown> = {}) => ({ be, fe: {} });

describe('isFormShown', () => {
  it('shows the form of a method that has one and no formWhen (Smart-ID, Mobile-ID)', () => {
    expect(isFormShown(identificationMethod('smartId')!, settings())).toBe(true);
    expect(isFormShown(identificationMethod('mobileId')!, settings())).toBe(true);
  });

  it('shows no form for a method without one', () => {
    expect(isFormShown(identificationMethod('trustly')!, settings({ idinBanksDropdownEnabled: true }))).toBe(false);
    expect(isFormShown({ kind: 'window', registerCall: 'register', formWhen: 'be.flag' }, settings({ flag: true }))).toBe(false);
  });

  it('shows the iDIN bank form only while be.idinBanksDropdownEnabled is true', () => {
    const idin = identificationMethod('idin')!;
    expect(isFormShown(idin, settings({ idinBanksDropdownEnabled: true }))).toBe(true);
    expect(isFormShown(idin, settings({ idinBanksDropdownEnabled: false }))).toBe(false);
    expect(isFormShown(idin, settings({ idinBanksDropdownEnabled: 'true' }))).toBe(false);
    expect(isFormShown(idin, settings())).toBe(false);
  });

  it('reads formWhen from fe settings too', () => {
    const descriptor = { kind: 'code' as const, form: 'x', formWhen: 'fe.identification.showForm', registerCall: 'register' as const };
    expect(isFormShown(descriptor, { be: {}, fe: { identification: { showForm: true } } })).toBe(true);
  });
});
