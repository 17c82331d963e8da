import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import type { PageRenderer } from './page-answer';
import { pageLayout } from './page-layout';
import { dataAttributes, detailsList, outcomeButtons, personaChoice, STATUS_LINE } from './page-parts';
import { pageSession } from './page-session';
import { renderRejected } from './render-rejected';
import { sessionRows } from './session-rows';
import { METHOD_LABEL } from './session-vocabulary';

/**
 * `/identification.html?method=&session=&returnOrigin=`: a window or iframe method's provider page.
 * The script records the decision, then posts `{type:'identification', value, method, session, nonce}`,
 * `nonce` being the app's channel nonce from the address fragment (`#nonce=`), which the server never sees.
 */
export const renderSessionPage: PageRenderer = (page, query, context) => {
  const returnOrigin = allowedReturnOrigin(query.get('returnOrigin'), context.appOrigins);
  if (!returnOrigin) return renderRejected(400, 'returnOrigin is missing or not an allowed app origin.');
  const found = pageSession(page, query, context, true);
  if (!found.ok) return renderRejected(found.status, found.reason);
  const { session } = found;
  const title = `${METHOD_LABEL[session.method]} — ${page.title}`;
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(page.description)}</p>
${detailsList(sessionRows(session))}
${personaChoice(page.personaLegend, page.personas)}
${outcomeButtons(page.outcomes)}
${STATUS_LINE}`;
  return {
    status: 200,
    html: pageLayout(title, body, {
      bodyAttributes: dataAttributes({ session: session.session, method: session.method, 'return-origin': returnOrigin }),
      scripts: ['simulator-common.js', page.script],
    }),
  };
};
