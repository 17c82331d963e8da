/** A four-digit code derived from the session, so the app and the provider page can show the same one. */
export function controlCode(session: string): string {
  let hash = 0;
  for (const character of session) hash = (hash * 31 + character.charCodeAt(0)) % 10000;
  return hash.toString().padStart(4, '0');
}
