import { http, type HttpHandler } from 'msw';
import type { CreatedRecordKind } from '../../api/endpoints';
import { createdRecordCounts, createdRecords } from '../platform/created-records';
import { platformFailure } from '../platform/platform-failure';
import { API_PATTERN } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

/**
 * Mock-only endpoints for tests (never on a real platform): the activation code a real
 * platform would have e-mailed, so e2e can open /activation/{code}; the records creating calls
 * made (`?kind=registration` → `{ kind, count, records }`, no kind → `{ counts }`).
 */
export function mockControlHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    http.get(`${API_PATTERN}/__mock/last-activation-code`, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      const activationCode = db.lastActivationCode(email);
      return activationCode ? respond({ data: { activationCode } }) : respond({ failure: platformFailure(101) });
    }),
    http.get(`${API_PATTERN}/__mock/records`, ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      if (kind === null || kind === '') return respond({ data: { counts: createdRecordCounts(db) } });
      if (!RECORD_KINDS.includes(kind as CreatedRecordKind)) {
        return respond({ failure: platformFailure(196, { fields: [{ field: 'kind', code: 'oneOf' }] }) });
      }
      const records = createdRecords(db, kind as CreatedRecordKind);
      return respond({ data: { kind, count: records.length, records } });
    }),
  ];
}

const RECORD_KINDS: readonly CreatedRecordKind[] = [
  'registration',
  'deposit',
  'withdrawal',
  'upload',
  'limitChange',
  'contactMessage',
  'verificationCode',
  'gameSession',
  'identityVerification',
  'amlQuestionnaire',
  'rgQuestionnaire',
  'sourceOfFunds',
  'ibanVerification',
  'affordabilityDetails',
  'contractSignature',
  'campaignOptIn',
  'bonusClaim',
  'bonusForfeit',
  'ageVerification',
];
