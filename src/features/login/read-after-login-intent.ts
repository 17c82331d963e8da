import type { AfterLoginIntent } from './after-login-intent';

const GAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const GAME_TYPE = /^[a-z]{1,20}$/;
const MODAL = /^[a-z][a-z0-9-]{0,49}$/;
// in-app paths only: one leading slash, no scheme, no backslash, no whitespace (no open redirect)
const PAGE = /^\/(?![/\\])[^\s\\]{0,300}$/;

function valid(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

/** Reads the after-login parameters of an arrival URL's query; anything malformed is ignored. */
export function readAfterLoginIntent(search: string): AfterLoginIntent {
  const params = new URLSearchParams(search);
  const game = valid(params.get('game-after-login'), GAME);
  const token = params.get('authorizationToken');
  return {
    game: game === null ? null : { game, type: valid(params.get('type'), GAME_TYPE) ?? 'demo' },
    page: valid(params.get('page-after-login'), PAGE),
    modal: valid(params.get('modal-after-login'), MODAL),
    authorizationToken: token !== null && token.length > 0 && token.length <= 4096 ? token : null,
  };
}
