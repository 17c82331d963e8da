// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderGamePage } from '../../providers/render-game-page';
import { renderSportsPage } from '../../providers/render-sports-page';

const APP = 'http://localhost:5173';
const ORIGINS = [APP];

describe('provider simulator: game page (issue 17 §4)', () => {
  const params = (over: Record<string, string> = {}) =>
    new URLSearchParams({ game: 'golden-cherries', name: 'Golden Cherries', type: 'real', session: 'gs-1-1001', lang: 'hu', returnOrigin: APP, ...over });

  it('shows the game and sends the whole window back with gaming=exit', () => {
    const page = renderGamePage(params(), ORIGINS);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Golden Cherries</h1>');
    expect(page.html).toContain(`href="${APP}/?gaming=exit" target="_top"`);
    expect(page.html).not.toContain('<script');
  });

  it.each([
    ['another return origin', { returnOrigin: 'https://evil.example' }],
    ['an unknown mode', { type: 'fun' }],
    ['markup in the name', { name: '<script>alert(1)</script>' }],
    ['no session', { session: '' }],
  ])('refuses %s', (_, over) => {
    const page = renderGamePage(params(over), ORIGINS);
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('alert(1)');
  });
});

describe('provider simulator: sports page (issue 17 §4)', () => {
  it('shows the betting view and the history table', () => {
    const betting = renderSportsPage(new URLSearchParams({ provider: 'sportsbook', view: 'betting', lang: 'en', returnOrigin: APP }), ORIGINS);
    expect(betting.html).toContain('<h1>Sportsbook: betting</h1>');
    const history = renderSportsPage(new URLSearchParams({ provider: 'virtual', view: 'history', lang: 'en', returnOrigin: APP }), ORIGINS);
    expect(history.html).toContain('<table>');
  });

  it('refuses an unknown provider or a foreign return origin', () => {
    expect(renderSportsPage(new URLSearchParams({ provider: 'other', view: 'betting', lang: 'en', returnOrigin: APP }), ORIGINS).status).toBe(400);
    expect(renderSportsPage(new URLSearchParams({ provider: 'virtual', view: 'betting', lang: 'en', returnOrigin: 'https://evil.example' }), ORIGINS).status).toBe(400);
  });
});
