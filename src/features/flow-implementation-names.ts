/**
 * Every guard, action and actor name the features implement for flows/*.flow.json, per flow id.
 * Pure data (no XState, no React) so scripts/check-content.ts can prove that each name a flow
 * uses exists; tests/features/flow-implementation-names.test.ts proves this list equals the
 * features' implementation maps, so it cannot drift.
 */
export const FLOW_IMPLEMENTATION_NAMES_BY_FLOW = {
  registration: {
    guards: ['isSingleStep', 'needsPepConfirmation', 'returnsToSingleStep', 'registeredWithAutoLogin', 'errorsBelongToDetails'],
    actions: ['assignData', 'clearServerErrors', 'assignServerErrors', 'rememberReturnStep', 'setPublicPerson', 'assignResult', 'emitRegistered', 'scrollToTop'],
    actors: ['validateRegistration', 'registerPlayer', 'loginAfterRegistration'],
  },
  login: {
    guards: [],
    actions: ['assignData', 'clearServerErrors', 'clearNotice', 'assignServerErrors', 'assignLoginNotice'],
    actors: ['loginPlayer'],
  },
  'forgot-password': {
    guards: [],
    actions: ['assignData', 'clearServerErrors', 'clearNotice', 'assignServerErrors', 'assignNotice'],
    actors: ['requestPasswordReset'],
  },
  'reset-password': {
    guards: [],
    actions: ['assignData', 'clearServerErrors', 'clearNotice', 'assignServerErrors', 'assignNotice'],
    actors: ['resetPassword'],
  },
  'change-password': {
    guards: [],
    actions: ['assignData', 'clearServerErrors', 'clearNotice', 'assignServerErrors', 'assignNotice'],
    actors: ['changePassword'],
  },
  identification: {
    guards: ['skipsForm', 'isCodeBased', 'isRedirect'],
    actions: ['assignData', 'clearErrors', 'assignErrors', 'assignStarted', 'clearStarted', 'assignResult', 'closeProviderWindow', 'leaveForProvider'],
    actors: ['startIdentification', 'waitForIdentification', 'awaitProviderMessage', 'submitIdentificationResult'],
  },
  'third-party-login': {
    guards: ['canLogInWithToken', 'isNotRegistered'],
    actions: ['assignResult', 'clearResult', 'assignNotice', 'startRegistration'],
    actors: ['identification', 'loginWithToken'],
  },
  'third-party-registration': {
    guards: ['hasResult', 'hasTitanToken', 'canLogInAtOnce', 'hasLoginToken', 'registeredWithAutoLogin'],
    actions: ['assignResult', 'prefillFromIdentification', 'assignData', 'clearServerErrors', 'assignServerErrors', 'assignNotice', 'assignRegistered', 'emitRegistered', 'storeTokenError', 'scrollToTop'],
    actors: ['identification', 'resolveIdentificationToken', 'validateRegistration', 'registerWithMethod', 'loginAfterRegistration', 'loginWithToken'],
  },
} as const satisfies Record<string, { guards: readonly string[]; actions: readonly string[]; actors: readonly string[] }>;

function union(kind: 'guards' | 'actions' | 'actors'): string[] {
  return [...new Set(Object.values(FLOW_IMPLEMENTATION_NAMES_BY_FLOW).flatMap((names) => [...names[kind]]))].sort();
}

export const FLOW_IMPLEMENTATION_NAMES: { guards: string[]; actions: string[]; actors: string[] } = {
  guards: union('guards'),
  actions: union('actions'),
  actors: union('actors'),
};
