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

/** The profile and close-account flows share one implementation map (src/features/account/profile-implementations.ts). */
const PROFILE_IMPLEMENTATIONS = {
  guards: ['isWrongPassword'],
  actions: ['assignProfile', 'assignHasPassword', 'markSaved', 'clearSaved', 'holdPassword', 'forgetPassword', 'logOut'],
  actors: ['loadProfile', 'updateProfile', 'closeAccount'],
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
    guards: ['hasNoMethods', 'returnsFromProvider', 'documentLimitReached', 'derivedFieldsInvalid', 'needsPaymentToken', 'needsEncryption', 'needsFeeConfirmation', 'isFinish', 'isFormForFrame', 'isRedirect', 'isFrame', 'needsFingerprint', 'hasReaction', 'statusOk', 'statusEndsWaiting', 'pollLimitReached', 'frameStatusOk', 'isThreeDSecure', 'depositUnknown', 'contractUnsigned', 'needsOneClickSheet', 'statusOkWithLoginCode', 'frameOkAwaitsLoginCode'],
    actions: ['keepChosenMethod', 'chooseMethod', 'chooseCurrency', 'assignDerivedIssues', 'assignResult', 'startPolling', 'countPoll', 'assignStatus', 'assignFrameStatus', 'clearStatusNotice', 'afterFinalStatus', 'resetForm', 'assignReaction', 'clearReaction', 'assignToken', 'clearToken', 'pushProviderRoute', 'assignEncrypted', 'assignEncryptionNotice', 'assignThreeDsAnswer', 'assignThreeDsClosed', 'assignThreeDsNotice', 'assignFrameNotSupported', 'dropBonus', 'chooseStored', 'assignOneClickToken', 'assignOneClickCancelled', 'assignLoginFailedNotice'],
    actors: ['loadDeposit', 'submitDeposit', 'checkDepositStatus', 'createPaymentToken', 'fingerprintAndFinish', 'encryptDerivedFields', 'fetchThreeDsRedirect', 'loginWithCode'],
    screens: ['notices', 'contract', 'reaction', 'methodChooser', 'storedDetails', 'derivedFields', 'summary', 'noMethods', 'loadFailed', 'feeConfirmation', 'redirect', 'paymentFrame', 'waiting', 'waitingTimedOut', 'finish', 'success', 'threeDSecure', 'oneClickSheet'],
  },
  // cashier withdrawal (issue 12): src/features/cashier/withdrawal-*
  withdrawal: {
    guards: ['hasNoMethods', 'storedPayoutBlocked', 'derivedFieldsInvalid', 'needsFeeConfirmation', 'needsRevokeConfirmation', 'asksPassword', 'isIgnoredError', 'opensAmlQuestionnaire', 'opensPaymentDetailsValidation', 'hasReaction', 'isIgnoredIbanCheck', 'opensIbanVerification'],
    actions: ['keepChosenMethod', 'chooseMethod', 'chooseCurrency', 'chooseStored', 'holdPassword', 'forgetPassword', 'assignResult', 'assignReaction', 'clearReaction', 'assignDerivedIssues', 'assignFrameStatus', 'clearStatusNotice', 'openAmlQuestionnaire', 'openPaymentDetailsValidation', 'openIbanVerification', 'afterFinalStatus', 'resetForm'],
    actors: ['loadWithdrawal', 'submitWithdrawal'],
    screens: ['notices', 'reaction', 'balance', 'methodChooser', 'storedPayout', 'derivedFields', 'summary', 'processingTime', 'noMethods', 'loadFailed', 'feeConfirmation', 'revokeConfirmation', 'password', 'redirectFrame'],
  },
  // withdrawal error 284's IBAN verification (issue 12): src/features/cashier/iban-verification-*
  'payment-details-validation': {
    guards: ['hasOneDetailToValidate', 'hasDetailsToValidate'],
    actions: ['assignDetails', 'chooseOnlyDetail', 'chooseDetail', 'keepImages', 'assignUploadKeys', 'forgetImages', 'close'],
    actors: ['loadPaymentDetails', 'uploadDetailDocument'],
    screens: ['chooseDetail', 'documentIntro', 'uploading', 'overview', 'loadFailed'],
  },
  // deposit error 253's player-affordability form (issue 11): src/features/cashier/player-affordability-*
  'player-affordability': {
    guards: [],
    actions: ['close'],
    actors: ['updateAffordabilityDetails'],
    screens: ['intro', 'saved'],
  },
  // a payment method's contract (issue 11): src/features/cashier/contract-signing-*
  'contract-signing': {
    guards: ['isUnsigned'],
    actions: ['assignStatus', 'close'],
    actors: ['loadContract', 'signDocuments'],
    screens: ['contractText', 'status', 'loadFailed'],
  },
  'withdrawal-iban-verification': {
    guards: ['isIbanVerified', 'isIbanDocumentUploaded', 'needsIbanDocument'],
    actions: ['assignVerification', 'clearDetails', 'keepImages', 'assignUploadKeys', 'forgetImages', 'close'],
    actors: ['loadIbanVerification', 'verifyIban', 'uploadIbanDocument'],
    screens: ['stepper', 'detailsIntro', 'documentIntro', 'uploading', 'waiting', 'verified', 'saved', 'loadFailed'],
  },
  // cashier continue play (issue 12): src/features/cashier/continue-play-*
  'continue-play': {
    guards: ['hasNoMethods', 'resumesStoredPayment', 'opensInTopWindow', 'keepsWaiting', 'pollLimitReached', 'keepsWaitingAtLimit', 'loginStatusOk', 'frameStatusOk', 'goesToGame'],
    actions: ['keepChosenMethod', 'chooseMethod', 'assignResult', 'keepPayment', 'startPolling', 'countPoll', 'assignStatus', 'assignStatusNotice', 'assignFrameStatusNotice', 'assignLoginFailedNotice', 'clearStatusNotice', 'redirectToGame', 'resetForm'],
    actors: ['loadContinuePlay', 'submitResume', 'checkLoginStatus', 'loginWithCode'],
    screens: ['notices', 'methodChooser', 'noMethods', 'loadFailed', 'topWindow', 'resumeFrame', 'waiting', 'waitingTimedOut', 'done'],
  },
  'third-party-registration': {
    guards: ['hasResult', 'hasTitanToken', 'canLogInAtOnce', 'hasLoginToken', 'registeredWithAutoLogin'],
    actions: ['assignResult', 'prefillFromIdentification', 'assignRegistered', 'emitRegistered', 'storeTokenError'],
    actors: ['identification', 'resolveIdentificationToken', 'validateRegistration', 'registerWithMethod', 'loginAfterRegistration', 'loginWithToken'],
    screens: ['header', 'mandatoryNote', 'backToChooser', 'confirmDetails', 'alreadyRegistered', 'success', 'loggedIn', 'tokenError', 'back'],
  },
  // verification (issue 13): src/features/verification
  'verification-identity': {
    guards: ['hasProviderReturn', 'canLogInAtOnce', 'isVerifiedAlready', 'isAutomaticLimitReached', 'isAttemptsExhausted'],
    actions: ['assignResult', 'clearResult', 'refreshPlayer'],
    actors: ['identification', 'resolveProviderReturn', 'verifyIdentity', 'loginWithToken'],
    screens: ['header', 'backToMethods', 'confirmDetails', 'verifiedAlready', 'verified', 'automaticLimitReached', 'attemptsExhausted', 'back'],
  },
  'verification-idenfy': {
    guards: ['isApproved', 'hasFailed', 'pollLimitReached'],
    actions: ['assignSession', 'clearSession', 'countPoll', 'assignOutcomeNotice', 'assignFrameNotice', 'refreshPlayer', 'rememberSuccess'],
    actors: ['startIdenfy', 'awaitIdenfyMessage', 'checkIdenfyStatus'],
    screens: ['notice', 'header', 'intro', 'starting', 'frame', 'waiting', 'stillReviewing', 'verified', 'back'],
  },
  'verification-automatic': {
    guards: ['isApproved', 'isPending', 'isAutomaticLimitReached', 'opensInWindow', 'isWindowClosed'],
    actions: ['assignFrameUrl', 'closeFrame', 'assignRejectedNotice', 'assignFrameNotice', 'assignWindowClosedNotice'],
    actors: ['startAutomaticVerification', 'awaitProviderDone', 'refreshValidation'],
    screens: ['notice', 'header', 'intro', 'starting', 'frame', 'window', 'refreshing', 'stillReviewing', 'verified', 'automaticLimitReached', 'back'],
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
  'limit-deposit-cumulative': {
    guards: ['needsConfirmation'],
    actions: ['assignLimits', 'assignConfirmations', 'clearConfirmations', 'clearModalParameter'],
    actors: ['loadDepositLimits', 'saveDepositLimit'],
    screens: ['currentLimits', 'confirmation', 'loadFailed', 'saved'],
  },
  'limit-reality-check': {
    guards: [],
    actions: ['assignSaved', 'clearSaved'],
    actors: ['saveRealityCheck'],
    screens: ['current'],
  },
  'rg-questionnaire': {
    guards: [],
    actions: ['assignResult', 'restart'],
    actors: ['submitQuestionnaire'],
    screens: ['intro', 'result'],
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
  // games (issue 17 §4): src/features/games
  'game-session': {
    guards: ['hiddenTooLong', 'isLastFailure', 'isSessionLimitReached', 'realityCheckDue'],
    actions: ['assignStarted', 'assignStartError', 'assignEndError', 'rememberSession', 'forgetSession', 'countFailure', 'resetFailures', 'markHidden', 'markVisible', 'assignEndReason', 'resetSession', 'startRealityClock', 'showRealityCheck', 'continueRealityCheck'],
    actors: ['startGame', 'prolongSession', 'closeSession'],
    screens: ['gameLoading', 'gameFrame', 'sessionEnded', 'gameError'],
  },
  'game-session-time': {
    guards: [],
    actions: ['recordShown', 'snooze', 'closeDialog'],
    actors: ['recordConfirmed'],
    screens: ['sessionTimeQuestion', 'sessionTimeHelp'],
  },
  // account pages (issue 16 §1): src/features/account — both flows share one implementation map
  profile: { ...PROFILE_IMPLEMENTATIONS, screens: ['loadFailed', 'lockedNote', 'pushPermission', 'saved'] },
  'profile-close': { ...PROFILE_IMPLEMENTATIONS, screens: ['notice', 'loadFailed', 'closeIntro', 'withdrawalOffer', 'password', 'closing', 'closed'] },
  'profile-prefill': {
    guards: ['isComplete'],
    actions: ['assignPrefill'],
    actors: ['savePrefill', 'loadProfile'],
    screens: ['loadFailed', 'prefillWarning', 'prefilled'],
  },
  // the contact-us form (issue 16 §2): src/features/contact
  'contact-us': {
    guards: [],
    actions: ['assignUploadKeys', 'assignSent', 'forgetAttachments'],
    actors: ['sendContactMessage'],
    screens: ['thanks'],
  },
  // documents (issue 14): src/features/documents
  'account-validation': {
    guards: ['isApproved', 'isWaiting', 'hasMoreSides', 'isFirstSide', 'isFirstSideWithDetails', 'hasDetailsForm'],
    actions: ['assignDocuments', 'chooseType', 'keepSideImages', 'nextSide', 'previousSide', 'lastSide', 'resetImages', 'forgetImages', 'assignUploadKeys', 'assignSuccess', 'clearSuccess', 'assignDetails', 'detailsToData'],
    actors: ['loadDocuments', 'uploadDocuments'],
    screens: ['notice', 'success', 'stepper', 'uploadedDocuments', 'typeChooser', 'detailsHeading', 'sideHeading', 'confirmation', 'uploadProgress', 'waitingForApproval', 'approved', 'loadFailed'],
  },
  'source-of-funds': {
    guards: ['noTypesLeft', 'isRangeMode', 'isAmountRequired', 'isFileRequired', 'hasImages'],
    actions: ['assignDeclaration', 'assignImages', 'keepImages', 'restoreDetails', 'assignUploadKeys', 'forgetImages', 'startOver'],
    actors: ['loadSourceOfFunds', 'submitSourceOfFunds'],
    screens: ['notice', 'intro', 'rangeIntro', 'documentsHeading', 'uploadProgress', 'done', 'contactSupport', 'loadFailed'],
  },
  // the Hungarian-licence wizard (issue 14 §4): src/features/documents/hungarian-wizard-*
  'hungarian-wizard': {
    guards: ['isIncomplete', 'isUnderReview', 'pollLimitReached', 'hasNothingYet', 'needsPersonal', 'needsDocument', 'isQuick', 'isCardFound', 'hasMoreSides', 'hasSidesAfterNext', 'isFirstSide', 'isDocumentRequest', 'isContactRequest', 'isRequestedFirstSide'],
    actions: ['assignProgress', 'setNormalMode', 'forgetQuickLogin', 'assignQuickResult', 'fieldsToData', 'assignFields', 'chooseDocumentType', 'assignCard', 'assignCardAnswer', 'startSides', 'keepSideImages', 'nextSide', 'previousSide', 'assignImages', 'assignUploadKeys', 'forgetImages', 'countPoll', 'resetPolls', 'assignSteppedBack', 'goToPayment', 'assignRequest', 'clearRequest'],
    actors: ['requestDetails', 'loadProgress', 'quickVerify', 'saveFields', 'lookUpCard', 'confirmCard', 'declineCard', 'uploadImages'],
    screens: ['notice', 'header', 'quickNote', 'modeChoice', 'documentChoice', 'cardFound', 'cardMessage', 'imagesHeading', 'uploadProgress', 'quickImages', 'waiting', 'stillReviewing', 'completed', 'loadFailed', 'reviewRequest'],
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
