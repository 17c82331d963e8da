/** The poker platform opens the site with ?customerApp=poker or through a path containing /poker-login (spec 1 §2). */
export function isPokerApp(pathname: string, search: string): boolean {
  return new URLSearchParams(search).get('customerApp') === 'poker' || /\/poker-login(?:\/|$)/.test(pathname);
}
