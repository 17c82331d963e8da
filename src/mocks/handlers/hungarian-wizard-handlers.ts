import { http, type HttpHandler } from 'msw';
import { ENDPOINTS } from '../../api/endpoints';
import { answerLvc, openWizard, quickVerify, updateWizardFields, verifyLvc, wizardDetailsFailure, wizardFieldsOf, wizardOf } from '../platform/documents/hungarian-wizard-state';
import { API_PATTERN, endpointHandler } from './endpoint-handler';
import type { MockPlayer } from '../db/mock-types';
import type { PlatformFailure } from '../platform/platform-failure';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';

/**
 * The Hungarian-licence wizard's platform (issue 14 §4, SCENARIOS.md "Documents"): the saved
 * fields, quick verification, membership card lookups, and the 125 / 128 answers of the deposit
 * and withdrawal details while a player's wizard is open. Listed before the cashier handlers: a
 * details call of a player without an open wizard falls through to them (msw: no answer).
 */
export function hungarianWizardHandlers({ db }: HandlerContext): HttpHandler[] {
  const details = (path: string) =>
    http.get(`${API_PATTERN}${path}`, ({ request }) => {
      const player = db.currentPlayer();
      if (!player) return undefined;
      const wizard = wizardOf(db, player, request.referrer);
      const failure = wizard ? wizardDetailsFailure(db, player, wizard) : undefined;
      return failure ? respond({ failure }) : undefined;
    });
  const withWizard = <T,>(answer: (wizard: ReturnType<typeof openWizard>, player: MockPlayer) => T): T | { failure: PlatformFailure } => {
    const session = requirePlayer(db);
    if ('failure' in session) return { failure: session.failure };
    return answer(openWizard(db, session.player), session.player);
  };
  return [
    details(ENDPOINTS.depositDetails.path),
    details(ENDPOINTS.withdrawalDetails.path),
    endpointHandler('wizardFields', () => respond(withWizard((wizard) => ({ data: wizardFieldsOf(wizard) })))),
    endpointHandler('updateFields', async ({ request }) => {
      const body = await readJsonBody(request);
      return respond(withWizard((wizard) => updateWizardFields(wizard, body)));
    }),
    endpointHandler('quickVerify', async ({ request }) => {
      const body = await readJsonBody(request);
      return respond(withWizard((wizard) => quickVerify(wizard, body)));
    }),
    endpointHandler('verifyLvcNumber', ({ request }) =>
      respond(withWizard((wizard, player) => ({ data: verifyLvc(wizard, new URL(request.url).searchParams.get('lvcNumber'), player) }))),
    ),
    endpointHandler('confirmLvcNumber', () => respond(withWizard((wizard) => answerLvc(wizard, 'confirmed')))),
    endpointHandler('declineLvcNumber', () => respond(withWizard((wizard) => answerLvc(wizard, 'declined')))),
  ];
}
