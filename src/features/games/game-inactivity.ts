import { isJsonObject } from '../../engine/is-json-object';

/** spec 3 §9: the session ends when the page has been hidden 300 s unless settings say otherwise. */
export const DEFAULT_INACTIVITY_MS = 300_000;

/**
 * How long the game page may stay hidden before the session manager ends the session (spec 3 §4,
 * §9: "the configured minutes", default 300 s), from settings `fe.gameSession.inactivityMinutes`
 * (a whole number of minutes, 1–120); anything else is the default.
 */
export function gameInactivityMs(gameSession: unknown): number {
  const minutes = isJsonObject(gameSession) ? gameSession.inactivityMinutes : undefined;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 120 ? minutes * 60_000 : DEFAULT_INACTIVITY_MS;
}
