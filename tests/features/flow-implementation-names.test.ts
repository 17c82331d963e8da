import { describe, expect, it } from 'vitest';
import { profileCloseScreens } from '../../src/features/account/profile-close-screens';
import { profileImplementations } from '../../src/features/account/profile-implementations';
import { profileScreens } from '../../src/features/account/profile-screens';
import { prefillImplementations } from '../../src/features/account/prefill-implementations';
import { prefillScreens } from '../../src/features/account/prefill-screens';
import { contactImplementations } from '../../src/features/contact/contact-implementations';
import { contactScreens } from '../../src/features/contact/contact-screens';
import type { PlatformSettings } from '../../src/engine/platform-settings';
import { depositImplementations, type DepositDeps } from '../../src/features/cashier/deposit-implementations';
import { depositScreens } from '../../src/features/cashier/deposit-screens';
import { continuePlayImplementations, type ContinuePlayDeps } from '../../src/features/cashier/continue-play-implementations';
import { continuePlayScreens } from '../../src/features/cashier/continue-play-screens';
import { withdrawalImplementations, type WithdrawalDeps } from '../../src/features/cashier/withdrawal-implementations';
import { withdrawalScreens } from '../../src/features/cashier/withdrawal-screens';
import { ibanVerificationImplementations, type IbanVerificationDeps } from '../../src/features/cashier/iban-verification-implementations';
import { ibanVerificationScreens } from '../../src/features/cashier/iban-verification-screens';
import { playerAffordabilityImplementations, type PlayerAffordabilityDeps } from '../../src/features/cashier/player-affordability-implementations';
import { playerAffordabilityScreens } from '../../src/features/cashier/player-affordability-screens';
import { contractSigningImplementations, type ContractSigningDeps } from '../../src/features/cashier/contract-signing-implementations';
import { contractSigningScreens } from '../../src/features/cashier/contract-signing-screens';
import { accountValidationImplementations, type AccountValidationDeps } from '../../src/features/documents/account-validation-implementations';
import { accountValidationScreens } from '../../src/features/documents/account-validation-screens';
import { sourceOfFundsImplementations, type SourceOfFundsDeps } from '../../src/features/documents/source-of-funds-implementations';
import { sourceOfFundsScreens } from '../../src/features/documents/source-of-funds-screens';
import { hungarianWizardImplementations, type HungarianWizardDeps } from '../../src/features/documents/hungarian-wizard-implementations';
import { hungarianWizardScreens } from '../../src/features/documents/hungarian-wizard-screens';
import { FLOW_IMPLEMENTATION_NAMES_BY_FLOW } from '../../src/features/flow-implementation-names';
import { gameSessionImplementations } from '../../src/features/games/game-session-implementations';
import { gameSessionScreens } from '../../src/features/games/game-session-screens';
import { sessionTimeImplementations } from '../../src/features/games/session-time-implementations';
import { sessionTimeScreens } from '../../src/features/games/session-time-screens';
import { identificationImplementations, type IdentificationDeps } from '../../src/features/identification/identification-implementations';
import { identificationScreens } from '../../src/features/identification/identification-screens';
import { thirdPartyLoginImplementations, type ThirdPartyLoginDeps } from '../../src/features/identification/third-party-login-implementations';
import { thirdPartyLoginScreens } from '../../src/features/identification/third-party-login-screens';
import {
  thirdPartyRegistrationImplementations,
  type ThirdPartyRegistrationDeps,
} from '../../src/features/identification/third-party-registration-implementations';
import { thirdPartyRegistrationScreens } from '../../src/features/identification/third-party-registration-screens';
import { accountClosureImplementations } from '../../src/features/limits/account-closure-implementations';
import { accountClosureScreens } from '../../src/features/limits/account-closure-screens';
import { limitEditorImplementations } from '../../src/features/limits/limit-editor-implementations';
import { limitEditorScreens } from '../../src/features/limits/limit-editor-screens';
import { LimitsStore } from '../../src/features/limits/limits-store';
import { loginImplementations, type LoginDeps } from '../../src/features/login/login-implementations';
import { loginScreens } from '../../src/features/login/login-screens';
import { passwordImplementations } from '../../src/features/password/password-implementations';
import { passwordScreens } from '../../src/features/password/password-screens';
import { registrationImplementations, type RegistrationDeps } from '../../src/features/registration/registration-implementations';
import { registrationScreens } from '../../src/features/registration/registration-screens';
import type { ApiPort } from '../../src/stores/api-port';

const keys = (group: Record<string, unknown>) => Object.keys(group).sort();
const passwords = passwordImplementations({} as ApiPort);

describe('flow implementation names', () => {
  it.each([
    ['registration', registrationImplementations({} as RegistrationDeps), registrationScreens],
    ['deposit', depositImplementations({} as DepositDeps), depositScreens],
    ['withdrawal', withdrawalImplementations({} as WithdrawalDeps), withdrawalScreens],
    ['continue-play', continuePlayImplementations({} as ContinuePlayDeps), continuePlayScreens],
    ['withdrawal-iban-verification', ibanVerificationImplementations({} as IbanVerificationDeps), ibanVerificationScreens],
    ['player-affordability', playerAffordabilityImplementations({} as PlayerAffordabilityDeps), playerAffordabilityScreens],
    ['contract-signing', contractSigningImplementations({} as ContractSigningDeps), contractSigningScreens],
    ['login', loginImplementations({} as LoginDeps), loginScreens],
    ['forgot-password', passwords, passwordScreens],
    ['reset-password', passwords, passwordScreens],
    ['change-password', passwords, passwordScreens],
    ['identification', identificationImplementations({ descriptor: { kind: 'code', registerCall: 'register' } } as IdentificationDeps), identificationScreens],
    ['third-party-login', thirdPartyLoginImplementations({} as ThirdPartyLoginDeps), thirdPartyLoginScreens],
    ['third-party-registration', thirdPartyRegistrationImplementations({} as ThirdPartyRegistrationDeps), thirdPartyRegistrationScreens],
    ['limit-editor', limitEditorImplementations({} as ApiPort, new LimitsStore()), limitEditorScreens],
    ['account-closure', accountClosureImplementations({} as ApiPort, () => undefined), accountClosureScreens],
    ['account-validation', accountValidationImplementations({} as AccountValidationDeps), accountValidationScreens],
    ['source-of-funds', sourceOfFundsImplementations({} as SourceOfFundsDeps), sourceOfFundsScreens],
    ['hungarian-wizard', hungarianWizardImplementations({} as HungarianWizardDeps), hungarianWizardScreens],
    ['profile', profileImplementations({} as ApiPort, () => undefined), profileScreens],
    ['profile-close', profileImplementations({} as ApiPort, () => undefined), profileCloseScreens],
    ['profile-prefill', prefillImplementations({} as ApiPort, () => ({}) as PlatformSettings), prefillScreens],
    ['contact-us', contactImplementations({} as ApiPort), contactScreens],
    ['game-session', gameSessionImplementations({ api: {} as ApiPort, now: Date.now }), gameSessionScreens],
    ['game-session-time', sessionTimeImplementations({ api: {} as ApiPort, playerId: 'p1', now: Date.now, close: () => undefined }), sessionTimeScreens],
  ] as const)('lists exactly what the %s feature implements and shows', (flow, implementations, screens) => {
    const listed = FLOW_IMPLEMENTATION_NAMES_BY_FLOW[flow];
    expect(keys(implementations.guards)).toEqual([...listed.guards].sort());
    expect(keys(implementations.actions)).toEqual([...listed.actions].sort());
    expect(keys(implementations.actors)).toEqual([...listed.actors].sort());
    expect(keys(screens)).toEqual([...listed.screens].sort());
  });
});
