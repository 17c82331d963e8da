import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

const PROVIDERS: Readonly<Record<string, string>> = { sportsbook: 'Sportsbook', virtual: 'Virtual sports' };
const LANG = /^[a-z]{2}$/;

/** Fixed sample content of the simulator (no bets are placed or stored). */
const EVENTS = ['Northtown FC – Riverside United', 'Harbour City – Old Mill Athletic', 'Red Valley – Blue Lake'];
const HISTORY = [
  { event: 'Northtown FC – Riverside United', pick: 'Northtown FC', stake: '10.00', result: 'won' },
  { event: 'Harbour City – Old Mill Athletic', pick: 'Draw', stake: '5.00', result: 'lost' },
];

/**
 * A sports-betting provider's frame (issue 17 §4), framed by the casino at /sports/{provider}
 * (`view=betting`) or /sports/{provider}/history (`view=history`). It shows sample markets or a
 * sample bet history; it posts nothing. Unknown provider, view, language or return origin: refused.
 */
export function renderSportsPage(params: URLSearchParams, appOrigins: readonly string[]): { status: number; html: string } {
  if (!allowedReturnOrigin(params.get('returnOrigin'), appOrigins)) return renderRejected(400, 'The return origin is not one of the app origins.');
  const provider = params.get('provider') ?? '';
  const view = params.get('view') ?? '';
  const lang = params.get('lang') ?? 'en';
  const name = PROVIDERS[provider];
  if (!name || (view !== 'betting' && view !== 'history') || !LANG.test(lang)) return renderRejected(400, 'A sports frame needs a known provider, a view (betting or history) and a language.');
  const content =
    view === 'betting'
      ? `<h1>${escapeHtml(name)}: betting</h1>
<ul>${EVENTS.map((event) => `<li>${escapeHtml(event)}</li>`).join('')}</ul>`
      : `<h1>${escapeHtml(name)}: bet history</h1>
<table><thead><tr><th scope="col">Event</th><th scope="col">Pick</th><th scope="col">Stake</th><th scope="col">Result</th></tr></thead>
<tbody>${HISTORY.map((bet) => `<tr><td>${escapeHtml(bet.event)}</td><td>${escapeHtml(bet.pick)}</td><td>${escapeHtml(bet.stake)}</td><td>${escapeHtml(bet.result)}</td></tr>`).join('')}</tbody></table>`;
  return { status: 200, html: pageLayout(`${name} — sports provider`, `${content}\n<p>Sports provider (simulator), language <code>${escapeHtml(lang)}</code>.</p>`) };
}
