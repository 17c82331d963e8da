import { languageFromPath } from '../../i18n/language-from-path';

const GROUP_PATH = /^\/group\/[^/]+\/?$/;
const GAMES_PATH = /-games\/?$/;

/**
 * The preloading curtain is only for the game lobbies (spec 1 §2 Startup): the home path,
 * paths ending in `-games` and `group/{name}`, after the language prefix is removed.
 */
export function showsCurtain(pathname: string): boolean {
  const { path } = languageFromPath(pathname);
  return path === '/' || path === '' || GAMES_PATH.test(path) || GROUP_PATH.test(path);
}
