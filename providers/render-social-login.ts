import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import type { PageRenderer } from './page-answer';
import { pageLayout } from './page-layout';
import { dataAttributes, detailsList, outcomeButtons, personaChoice, STATUS_LINE } from './page-parts';
import { renderRejected } from './render-rejected';
import { METHOD_LABEL } from './session-vocabulary';

/** the app's opaque anti-forgery value; generous, but bounded like every other input */
const MAX_STATE_LENGTH = 512;

/**
 * `/social-login.html?provider=&returnOrigin=&state=` (Facebook also `version`, `scope`): the
 * provider's login popup. The script starts a `social` session with the decision and posts
 * `{type:'social-login', provider, value, token, state}` to the opener.
 */
export const renderSocialLogin: PageRenderer = (page, query, context) => {
  const provider = page.methods.find((method) => method === query.get('provider'));
  if (!provider) return renderRejected(400, `provider must be one of ${page.methods.join(', ')}.`);
  const returnOrigin = allowedReturnOrigin(query.get('returnOrigin'), context.appOrigins);
  if (!returnOrigin) return renderRejected(400, 'returnOrigin is missing or not an allowed app origin.');
  const state = query.get('state') ?? '';
  if (state.length > MAX_STATE_LENGTH) return renderRejected(400, `state must be at most ${MAX_STATE_LENGTH} characters.`);
  const shown = (page.shownParams?.[provider] ?? []).map(({ name, label }) => [label, query.get(name) ?? ''] as const);
  const title = `${METHOD_LABEL[provider]} login`;
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(page.description)}</p>
${detailsList([['Provider', METHOD_LABEL[provider]], ...shown, ['State', state]])}
${personaChoice(page.personaLegend, page.personas)}
${outcomeButtons(page.outcomes)}
${STATUS_LINE}`;
  return {
    status: 200,
    html: pageLayout(title, body, {
      bodyAttributes: dataAttributes({ provider, 'return-origin': returnOrigin, state }),
      scripts: ['simulator-common.js', page.script],
    }),
  };
};
