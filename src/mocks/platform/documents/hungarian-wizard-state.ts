import type { LvcData, QuickVerifyData, QuickVerifyPayload, WizardFields } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { documentsStateOf, type MockWizardState } from './documents-mock-state';

/** Details calls answered 128 ("documents waiting for review") before the review approves the player. */
export const WIZARD_REVIEW_POLLS = 2;

/** Wrong quick-verification passwords before 265 says no tries are left. */
export const QUICK_VERIFY_TRIES = 3;

/** The account at another licensed site that quick verification finds (SCENARIOS.md "Documents"). */
export const QUICK_VERIFY_ACCOUNT = { siteId: 'SITE-7', email: 'quick@example.com', password: 'Password1' } as const;

/** Membership card numbers with a fixed answer; any other number is not found. */
export const LVC_FOUND = '12345678';
export const LVC_DUPLICATED = '87654321';

type WizardState = MockWizardState;

/**
 * The player's wizard, opened by the wizard's own page (the request's referrer names
 * `method=hungarianWizard`) for a player who is not verified; QA's `hwStart=review` starts it
 * with every step done, under review (128), and `hwStart=again` likewise, but the review then
 * rejects the document images once (a repeated 125 in step 5); `hwStart=documents` likewise, but
 * the review asks for a proof of address (128 with document details) until an address card is
 * uploaded, and `hwStart=contact` unverifies the player's phone, so the review asks for it (128
 * with `phoneVerified: false`) until it is verified again. A verified player, or one who
 * never opened the wizard, has none: their details calls are the cashier's.
 */
export function wizardOf(db: MockDb, player: MockPlayer, referrer: string): WizardState | undefined {
  const known = documentsStateOf(db).wizards[player.id];
  if (known) return known;
  const query = referrer.startsWith('http') ? new URL(referrer).searchParams : new URLSearchParams();
  if (player.verified || query.get('method') !== 'hungarianWizard') return undefined;
  const start = query.get('hwStart');
  const wizard = openWizard(db, player, start === 'review' || start === 'again' || start === 'documents' || start === 'contact');
  if (start === 'again') wizard.sendBackOnce = true;
  if (start === 'documents') wizard.requestAddress = true;
  if (start === 'contact') player.phoneVerified = false;
  return wizard;
}

/** The player's wizard, opened now if it is not yet (the wizard's own calls open it). */
export function openWizard(db: MockDb, player: MockPlayer, underReview = false): WizardState {
  const players = documentsStateOf(db).wizards;
  const known = players[player.id];
  if (known) return known;
  const state: WizardState = { fields: underReview ? quickFields() : {}, reviewPolls: 0, quickTriesUsed: 0, quickDocuments: underReview };
  players[player.id] = state;
  return state;
}

/** Only the wizard's own fields, trimmed; anything else is ignored. */
const FIELD_NAMES = ['zipCode', 'city', 'address', 'addressCardNumber', 'documentType', 'documentNumber', 'issueDate', 'expiryDate', 'issuedBy', 'lvcNumber'] as const;

function personalDone(fields: WizardFields): boolean {
  return Boolean(fields.zipCode && fields.city && fields.address && fields.addressCardNumber);
}

function documentDone(fields: WizardFields): boolean {
  return fields.lvcStatus === 'confirmed' || Boolean(fields.documentType && fields.documentNumber && fields.expiryDate && fields.issueDate);
}

/** The upload type of the wizard's document images (the membership card is another document; nationalIdCard is identificationCard). */
function wizardImageType(state: WizardState): string | undefined {
  return state.fields.lvcStatus === 'confirmed' ? 'otherDocuments' : state.fields.documentType === 'nationalIdCard' ? 'identificationCard' : state.fields.documentType;
}

function imagesDone(db: MockDb, player: MockPlayer, state: WizardState): boolean {
  if (state.quickDocuments) return true;
  const type = wizardImageType(state);
  return db.state.documents.some((document) => document.playerId === player.id && document.type === type && (document.status === 'uploaded' || document.status === 'approved'));
}

/** The review rejects the wizard's document images: the other site's no longer count, the player's own are rejected. */
function rejectWizardImages(db: MockDb, player: MockPlayer, state: WizardState): void {
  state.quickDocuments = false;
  const type = wizardImageType(state);
  for (const document of db.state.documents) {
    if (document.playerId === player.id && document.type === type) document.status = 'rejected';
  }
}

/**
 * What the deposit or withdrawal details call answers while the wizard is open (spec 1 §4, §8):
 * 125 until personal details, document details and images are all there, then 128 ("waiting for
 * review") for WIZARD_REVIEW_POLLS calls, then the review approves the player (verified) and the
 * cashier answers the details again (undefined: not the wizard's call to answer).
 */
export function wizardDetailsFailure(db: MockDb, player: MockPlayer, state: WizardState): PlatformFailure | undefined {
  if (player.verified) return undefined;
  if (!personalDone(state.fields) || !documentDone(state.fields) || !imagesDone(db, player, state)) return platformFailure(125);
  // spec 1 §8, spec 2 §8: 128 with document-related details names what the review still needs
  if (state.requestAddress === true) {
    const uploaded = db.state.documents.some((document) => document.playerId === player.id && document.type === 'addressCard' && document.status !== 'rejected');
    if (!uploaded) return platformFailure(128, { address: 'notVerified', hasPendingDocumentRequest: true });
    state.requestAddress = false;
    state.reviewPolls = WIZARD_REVIEW_POLLS - 1;
  }
  if (!player.phoneVerified) return platformFailure(128, { phoneVerified: false });
  if (state.reviewPolls < WIZARD_REVIEW_POLLS) {
    // QA's hwStart=again: after one 128 the reviewer rejects the images, so they are asked again (125)
    if (state.sendBackOnce === true && state.reviewPolls === 1) {
      state.sendBackOnce = false;
      rejectWizardImages(db, player, state);
      return platformFailure(125);
    }
    state.reviewPolls += 1;
    return platformFailure(128);
  }
  player.verified = true;
  return undefined;
}

export function wizardFieldsOf(state: WizardState): { fields: WizardFields } {
  return { fields: { ...state.fields } };
}

/** updateFields: keeps the wizard's fields; a Hungarian zip must be 4 digits not starting with 0 (196 otherwise). */
export function updateWizardFields(state: WizardState, body: unknown): { data: { fields: WizardFields } } | { failure: PlatformFailure } {
  const given = typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (typeof given !== 'object' || given === null) return { failure: platformFailure(196, { fields: [{ field: 'fields', code: 'required' }] }) };
  const next: WizardFields = { ...state.fields };
  for (const name of FIELD_NAMES) {
    const value = (given as Record<string, unknown>)[name];
    if (typeof value === 'string') (next as Record<string, string>)[name] = value.trim();
  }
  if (next.zipCode !== undefined && next.zipCode !== '' && !/^[1-9]\d{3}$/.test(next.zipCode)) {
    return { failure: platformFailure(196, { fields: [{ field: 'zipCode', code: 'hungaryZipCode' }] }) };
  }
  // a new card number needs a new lookup
  if (next.lvcNumber !== state.fields.lvcNumber) delete next.lvcStatus;
  state.fields = next;
  return { data: wizardFieldsOf(state) };
}

function quickFields(): WizardFields {
  return {
    zipCode: '1051',
    city: 'Budapest',
    address: 'Október 6. utca 12.',
    addressCardNumber: '123456AB',
    documentType: 'nationalIdCard',
    documentNumber: '123456AB',
    issueDate: '2020-03-01',
    expiryDate: '2030-03-01',
    issuedBy: 'BM',
  };
}

/** Quick verification against QUICK_VERIFY_ACCOUNT: its fields and two served document images; 265 with tries left otherwise. */
export function quickVerify(state: WizardState, body: unknown): { data: QuickVerifyData } | { failure: PlatformFailure } {
  const given = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<keyof QuickVerifyPayload, unknown>>;
  const matches = given.siteId === QUICK_VERIFY_ACCOUNT.siteId && given.email === QUICK_VERIFY_ACCOUNT.email && given.password === QUICK_VERIFY_ACCOUNT.password;
  if (!matches || state.quickTriesUsed >= QUICK_VERIFY_TRIES) {
    state.quickTriesUsed = Math.min(state.quickTriesUsed + 1, QUICK_VERIFY_TRIES);
    return { failure: platformFailure(265, { hackLimit: QUICK_VERIFY_TRIES, hackCount: state.quickTriesUsed }) };
  }
  state.fields = { ...state.fields, ...quickFields() };
  state.quickDocuments = true;
  const uploadedAt = '2025-01-10T09:00:00.000Z';
  return {
    data: {
      fields: wizardFieldsOf(state).fields,
      documents: [
        { id: 'quick-front', name: 'identificationCard', side: 'front', type: 'identificationCard', status: 'approved', uploadedAt },
        { id: 'quick-back', name: 'identificationCard', side: 'back', type: 'identificationCard', status: 'approved', uploadedAt },
      ],
    },
  };
}

/** verifyLvcNumber for the saved card number: found, duplicated, or notFound (SCENARIOS.md "Documents"). */
export function verifyLvc(state: WizardState, lvcNumber: string | null, player: MockPlayer): LvcData {
  const number = lvcNumber ?? state.fields.lvcNumber ?? '';
  const lvcStatus = number === LVC_FOUND ? 'found' : number === LVC_DUPLICATED ? 'duplicated' : 'notFound';
  state.fields = { ...state.fields, lvcNumber: number, lvcStatus };
  return lvcStatus === 'found' ? { lvcStatus, card: { firstName: player.firstName, lastName: player.lastName, birthDate: player.birthDate } } : { lvcStatus };
}

/** confirmLvcNumber / declineLvcNumber: only a found card can be confirmed or declined (196 otherwise). */
export function answerLvc(state: WizardState, answer: 'confirmed' | 'declined'): { data: LvcData } | { failure: PlatformFailure } {
  if (state.fields.lvcStatus !== 'found') return { failure: platformFailure(196, { fields: [{ field: 'lvcNumber', code: 'invalid' }] }) };
  state.fields = { ...state.fields, lvcStatus: answer };
  return { data: { lvcStatus: answer } };
}
