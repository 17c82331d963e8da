import { FORM_STEP_ACTION_NAMES } from '../engine/flow-host/form-step-actions';

/**
 * Every guard, action, actor and screen name the features implement for flows/*.flow.json, per
 * flow id; the shared form-step actions of the engine (assignData, assignServerErrors, …) are
 * available to every flow. Pure data (no XState, no React) so scripts/check-content.ts can prove
 * that each name a flow uses exists for that flow; tests/features/flow-implementation-names.test.ts
 * proves this list equals the features' implementation maps and screen registries.
 */
/** The three password flows share one implementation map and one screen registry. */
const PASSWORD_FLOWS = {
  guards: [],
  actions: [],
  actors: ['requestPasswordReset', 'resetPassword', 'changePassword'],
  screens: ['forgotIntro', 'loginLink', 'sent', 'forgotAgainLink', 'reset', 'changed'],
} as const;

export const FLOW_IMPLEMENTATION_NAMES_BY_FLOW = {
  registration: {
    guards: ['isSingleStep', 'needsPepConfirmation', 'registeredWithAutoLogin', 'alreadyRegisteredAfterTimeout', 'errorsBelongToDetails'],
    actions: ['setPublicPerson', 'assignResult', 'emitRegistered', 'rememberUnansweredAttempt', 'forgetTimeout', 'assignAlreadyRegistered'],
    actors: ['validateRegistration', 'registerPlayer', 'loginAfterRegistration'],
    screens: ['stepper', 'mandatoryNote', 'pep', 'success', 'alreadyRegistered'],
  },
  login: {
    guards: [],
    actions: ['assignLoginNotice'],
    actors: ['loginPlayer'],
    screens: ['loginLinks', 'loggedIn'],
  },
  'forgot-password': PASSWORD_FLOWS,
  'reset-password': PASSWORD_FLOWS,
  'change-password': PASSWORD_FLOWS,
  identification: {
    guards: ['skipsForm', 'isCodeBased', 'isRedirect'],
    actions: ['assignData', 'clearErrors', 'assignErrors', 'assignStarted', 'clearStarted', 'assignResult', 'closeProviderWindow', 'leaveForProvider'],
    actors: ['startIdentification', 'waitForIdentification', 'awaitProviderMessage', 'submitIdentificationResult'],
    screens: ['notice', 'startButton', 'code', 'provider'],
  },
  'third-party-login': {
    guards: ['canLogInWithToken', 'isNotRegistered'],
    actions: ['assignResult', 'clearResult', 'startRegistration'],
    actors: ['identification', 'loginWithToken'],
    screens: ['signUpOffer', 'loggedIn'],
  },
  deposit: {
    guards: ['hasNoMethods', 'returnsFromProvider', 'derivedFieldsInvalid', 'needsFeeConfirmation', 'isFinish', 'isRedirect', 'isFrame', 'hasReaction', 'statusOk', 'statusEndsWaiting', 'pollLimitReached', 'frameStatusOk'],
    actions: ['keepChosenMethod', 'chooseMethod', 'chooseCurrency', 'assignDerivedIssues', 'assignResult', 'startPolling', 'countPoll', 'assignStatus', 'assignFrameStatus', 'clearStatusNotice', 'afterFinalStatus', 'resetForm', 'assignReaction', 'clearReaction'],
    actors: ['loadDeposit', 'submitDeposit', 'checkDepositStatus'],
    screens: ['notices', 'reaction', 'methodChooser', 'derivedFields', 'summary', 'noMethods', 'loadFailed', 'feeConfirmation', 'redirect', 'paymentFrame', 'waiting', 'waitingTimedOut', 'finish', 'success'],
  },
  'third-party-registration': {
    guards: ['hasResult', 'hasTitanToken', 'canLogInAtOnce', 'hasLoginToken', 'registeredWithAutoLogin'],
    actions: ['assignResult', 'prefillFromIdentification', 'assignRegistered', 'emitRegistered', 'storeTokenError'],
    actors: ['identification', 'resolveIdentificationToken', 'validateRegistration', 'registerWithMethod', 'loginAfterRegistration', 'loginWithToken'],
    screens: ['header', 'mandatoryNote', 'backToChooser', 'confirmDetails', 'alreadyRegistered', 'success', 'loggedIn', 'tokenError', 'back'],
  },
  // verification (issue 13): src/features/verification
  'verification-identity': {
    guards: ['canLogInAtOnce', 'isVerifiedAlready', 'isAutomaticLimitReached', 'isAttemptsExhausted'],
    actions: ['assignResult', 'clearResult', 'refreshPlayer'],
    actors: ['identification', 'verifyIdentity', 'loginWithToken'],
    screens: ['header', 'backToMethods', 'confirmDetails', 'verifiedAlready', 'verified', 'automaticLimitReached', 'attemptsExhausted', 'back'],
  },
  'verification-contact': {
    guards: ['nothingToVerify', 'hasNoAttemptsLeft', 'hasActiveCode'],
    actions: ['assignStatus', 'chooseChannel', 'switchChannel', 'assignChannelStatus', 'startEdit', 'resetData', 'assignLongNotice', 'assignShortNotice', 'keepNoticeLonger'],
    actors: ['loadContactStatus', 'sendContactCode', 'verifyContactCode', 'updateContact'],
    screens: ['notice', 'channelSelector', 'currentValue', 'editHeading', 'sendOffer', 'codeSent', 'remainingAttempts', 'attemptsExhausted', 'nothingPending', 'loadFailed', 'finished'],
  },
  'limit-editor': {
    guards: [],
    actions: ['assignLoaded', 'assignCommand', 'markSaved', 'clearSaved'],
    actors: ['loadLimits', 'saveLimits', 'runCommand', 'listenForCommands'],
    screens: ['summary', 'loadFailed'],
  },
  'aml-questionnaire': {
    guards: ['startsAtFunds', 'failsOnIdentity'],
    actions: ['prefill'],
    actors: ['loadQuestionnaire', 'submitQuestionnaire'],
    screens: ['stepper', 'checkFields', 'loadFailed', 'finished'],
  },
  'account-closure': {
    guards: [],
    actions: ['assignClosedUntil', 'logOut'],
    actors: ['closeAccount'],
    screens: ['providers', 'confirmClosure', 'closed'],
  },
} as const satisfies Record<string, FlowImplementationNames>;

export interface FlowImplementationNames {
  guards: readonly string[];
  actions: readonly string[];
  actors: readonly string[];
  screens: readonly string[];
}

/** What a flow may name: its feature's own names plus the engine's shared form-step actions. */
export function namesAvailableTo(own: FlowImplementationNames): FlowImplementationNames {
  return { ...own, actions: [...new Set([...FORM_STEP_ACTION_NAMES, ...own.actions])] };
}
