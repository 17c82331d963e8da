import { escapeHtml } from './escape-html';
import { pageLayout } from './page-layout';
import { PHONE_LIST_MAX_AGE_MS } from './session-api';
import { SIMULATORS, type SimulatorPage } from './simulators';
import { METHOD_LABEL, PERSONAS } from './session-vocabulary';

const API: readonly (readonly [route: string, who: string, what: string])[] = [
  ['POST /api/sessions', 'app origins (CORS)', '{method, kind, purpose, personalCode?, phoneNumber?, bic?} → 201 {session, code}'],
  ['GET /api/sessions/{session}', 'app origins (CORS)', '→ {session, method, kind, purpose, status, persona, code, details}'],
  ['POST /api/sessions/{session}/decision', 'this origin, or no Origin (QA)', '{status, persona} → the session; 409 once decided'],
  ['GET /api/sessions?method=', 'this origin, or no Origin (QA)', `→ {sessions: [...]}: pending sessions of the last ${PHONE_LIST_MAX_AGE_MS / 1000} s`],
];

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** Links a tester can open as they are; session pages need a session the app started. */
function links(name: string, page: SimulatorPage, returnOrigin: string): string {
  if (page.behaviour === 'phoneApp') return `<a href="/${escapeHtml(name)}.html">${escapeHtml(page.title)}</a>`;
  if (page.behaviour !== 'social') return `${escapeHtml(page.title)} (opened by the app with a session)`;
  return page.methods
    .map((provider) => {
      const query = new URLSearchParams({ provider, returnOrigin, state: 'demo' });
      for (const { name: param } of page.shownParams?.[provider] ?? []) query.set(param, param === 'version' ? 'v12.0' : 'public_profile,email');
      return `<a href="/${escapeHtml(name)}.html?${escapeHtml(query.toString())}">${escapeHtml(METHOD_LABEL[provider])}</a>`;
    })
    .join(', ');
}

export function renderIndex(appOrigins: readonly string[]): string {
  const pages = Object.entries(SIMULATORS)
    .map(([name, page]) => {
      const pattern = `/${name}.html?${page.params.map((param) => `${param}=`).join('&')}`;
      const methods = page.methods.map((method) => code(method)).join(', ');
      const outcomes = page.outcomes.map((outcome) => `${escapeHtml(outcome.label)} → ${code(outcome.status)}`).join(', ');
      return `<li><p>${links(name, page, appOrigins[0] ?? '')}: ${code(pattern)}</p>
<p>${escapeHtml(page.description)}</p>
<p>Methods: ${methods}. Outcomes: ${outcomes}.</p></li>`;
    })
    .join('\n');
  const api = API.map(([route, who, what]) => `<tr><th scope="row">${code(route)}</th><td>${escapeHtml(who)}</td><td>${code(what)}</td></tr>`).join('\n');
  const origins = appOrigins.map((origin) => `<li>${code(origin)}</li>`).join('\n');
  return pageLayout(
    'Provider simulators',
    `<h1>Provider simulators</h1>
<p>Third-party identification served from a second origin, so cross-origin messaging is real. The provider keeps sessions in memory and records the tester's decision; the app's mock platform reads them back like a real back end asks its provider.</p>
<h2>Pages</h2>
<ul class="pages">
${pages}
</ul>
<h2>Personas</h2>
<p>Who the provider says the person is: ${PERSONAS.map(code).join(', ')} (registered player, registered and logged in automatically, new person).</p>
<h2>API</h2>
<p>JSON bodies (<code>Content-Type: application/json</code>, at most 10 kB); errors are <code>{error}</code>.</p>
<table>
<thead><tr><th scope="col">Route</th><th scope="col">Callers</th><th scope="col">Body and answer</th></tr></thead>
<tbody>
${api}
</tbody>
</table>
<h2>App origins</h2>
<p>Allowed as <code>returnOrigin</code>, <code>returnUrl</code> origin, CORS origin and frame ancestor:</p>
<ul>
${origins}
</ul>`,
  );
}
