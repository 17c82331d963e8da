/**
 * The sports-betting providers of the simulated platform (spec 1 §2 side menu: Betting and History
 * per provider; schemas/menus/side-menu.json links each): `/sports` lists them and
 * `/api/sports/{provider}/launch` opens them in the provider simulator's `/sports.html`.
 */
export const SPORTS_PROVIDERS: readonly string[] = ['sportsbook', 'virtual'];
