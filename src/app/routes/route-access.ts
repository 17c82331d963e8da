/**
 * Who may see a route (spec 1 §6): everyone, logged-in players only (visitors get the
 * authorization-required page) or visitors only (players get the logged-out-only fallback).
 */
export type RouteAccess = 'all' | 'loggedIn' | 'loggedOut';
