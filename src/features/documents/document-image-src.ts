/**
 * Where a stored document's image is served (spec 1 §7 "GET /api/player/documents/images/{id} is
 * an image source"): the platform's API base (the mock: same origin, so `img-src 'self'` holds).
 */
export function documentImageSrc(id: string): string {
  const base = (import.meta.env.VITE_API_BASE_URL ?? '') !== '' ? String(import.meta.env.VITE_API_BASE_URL) : '/api';
  return `${base.replace(/\/$/, '')}/player/documents/images/${encodeURIComponent(id)}`;
}
