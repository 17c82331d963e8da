import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

const KEY = /^[a-z0-9-]{1,64}$/;
const SESSION = /^[\w-]{1,64}$/;
const NAME = /^[\p{L}\p{N} '’.-]{1,64}$/u;
const LANG = /^[a-z]{2}$/;

/**
 * A game provider's game (issue 17 §4), framed by the casino at /all-games/{game}/{type}: it
 * shows the game, the mode and the session it was launched with. Its Exit link sends the player's
 * whole window back to the casino with `?gaming=exit` (the marker the casino closes the session
 * on, spec 3 §4) — a plain link with target _top, no script and no message. A `returnOrigin`
 * that is not an app origin, or a launch without game, mode or session, is refused.
 */
export function renderGamePage(params: URLSearchParams, appOrigins: readonly string[]): { status: number; html: string } {
  const returnOrigin = allowedReturnOrigin(params.get('returnOrigin'), appOrigins);
  if (!returnOrigin) return renderRejected(400, 'The return origin is not one of the app origins.');
  const game = params.get('game') ?? '';
  const name = params.get('name') ?? '';
  const type = params.get('type') ?? '';
  const session = params.get('session') ?? '';
  const lang = params.get('lang') ?? 'en';
  if (!KEY.test(game) || !NAME.test(name) || !SESSION.test(session) || !LANG.test(lang) || (type !== 'demo' && type !== 'real')) {
    return renderRejected(400, 'A game launch needs a game, its name, a mode (demo or real), a session and a language.');
  }
  const exit = `${returnOrigin}/?gaming=exit`;
  const body = `<h1>${escapeHtml(name)}</h1>
<p>Game provider (simulator): <code>${escapeHtml(game)}</code>, ${type === 'real' ? 'real money' : 'demo (play money)'}, language <code>${escapeHtml(lang)}</code>.</p>
<p>Game session <code id="game-session">${escapeHtml(session)}</code>. The casino keeps it alive while this game is open.</p>
<div class="outcomes" role="group" aria-label="Game">
<a class="outcome" href="${escapeHtml(exit)}" target="_top">Exit to the casino</a>
</div>`;
  return { status: 200, html: pageLayout(`${name} — game provider`, body) };
}
