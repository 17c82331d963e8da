import { escapeHtml } from './escape-html';
import type { PageRenderer } from './page-answer';
import { pageLayout } from './page-layout';
import { dataAttributes, detailsList, outcomeButtons, personaChoice, STATUS_LINE } from './page-parts';
import { pageSession } from './page-session';
import { renderRejected } from './render-rejected';
import { sessionRows } from './session-rows';
import { METHOD_LABEL } from './session-vocabulary';

/** `returnUrl` as a URL when it is on an allowed app origin (no credentials), else undefined. */
function allowedReturnUrl(value: string | null, appOrigins: readonly string[]): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return appOrigins.includes(url.origin) && url.username === '' && url.password === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/redirect.html?method=zignSec&session=&returnUrl=`: the browser left the app for the provider.
 * The way back is built here, on the server, from a validated returnUrl, so the script only
 * navigates to one of the URLs the server wrote.
 */
export const renderRedirectPage: PageRenderer = (page, query, context) => {
  const returnUrl = allowedReturnUrl(query.get('returnUrl'), context.appOrigins);
  if (!returnUrl) return renderRejected(400, 'returnUrl is missing or not on an allowed app origin.');
  const found = pageSession(page, query, context, true);
  if (!found.ok) return renderRejected(found.status, found.reason);
  const { session } = found;
  const next = (value: string) => {
    const url = new URL(returnUrl);
    const added =
      page.returnMessage === 'verification'
        ? { type: 'verification', value }
        : { method: session.method, redirectFrom: 'messageInterface', type: 'identification', value, titanToken: session.session };
    for (const [name, addedValue] of Object.entries(added)) url.searchParams.set(name, addedValue);
    return url.href;
  };
  const title = `${METHOD_LABEL[session.method]} ${page.returnMessage === 'verification' ? 'verification' : 'identification'}`;
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(page.description)}</p>
${detailsList([...sessionRows(session), ['Returns to', returnUrl.href]])}
${personaChoice(page.personaLegend, page.personas)}
${outcomeButtons(page.outcomes, (outcome) => ` data-next="${escapeHtml(next(outcome.value))}"`)}
${STATUS_LINE}`;
  return {
    status: 200,
    html: pageLayout(title, body, {
      bodyAttributes: dataAttributes({ session: session.session, method: session.method }),
      scripts: ['simulator-common.js', page.script],
    }),
  };
};
