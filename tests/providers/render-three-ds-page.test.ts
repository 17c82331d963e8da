import { describe, expect, it } from 'vitest';
import { renderForgePage } from '../../providers/render-forge-page';
import { renderThreeDsPage, THREE_DS_ANSWERS } from '../../providers/render-three-ds-page';

const APP = 'http://localhost:5173';
const VALID = { reference: 'dep-1a2b', amount: '5000.10', currency: 'HUF', returnOrigin: APP };

describe('renderThreeDsPage (the bank\'s 3-D Secure check)', () => {
  it('offers each answer with its payment_status and error, and posts to the app origin only', () => {
    const page = renderThreeDsPage(new URLSearchParams(VALID), [APP]);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-return-origin="${APP}"`);
    expect(page.html).toContain('<script src="/assets/three-ds-page.js"></script>');
    for (const answer of THREE_DS_ANSWERS) expect(page.html).toContain(`data-status="${answer.status}"`);
    expect(page.html).toContain('data-error="The bank declined the card."');
  });

  it('refuses another return origin, and a missing or malformed reference, amount or currency', () => {
    expect(renderThreeDsPage(new URLSearchParams({ ...VALID, returnOrigin: 'https://evil.example' }), [APP]).status).toBe(400);
    expect(renderThreeDsPage(new URLSearchParams({ ...VALID, reference: '<b>' }), [APP]).status).toBe(400);
    expect(renderThreeDsPage(new URLSearchParams({ ...VALID, amount: '1e3' }), [APP]).status).toBe(400);
    expect(renderThreeDsPage(new URLSearchParams({ ...VALID, currency: 'huf' }), [APP]).status).toBe(400);
  });
});

describe('renderForgePage (e2e forger)', () => {
  it('posts only to an app origin', () => {
    expect(renderForgePage(new URLSearchParams({ returnOrigin: APP }), [APP]).html).toContain('<script src="/assets/forge-page.js"></script>');
    expect(renderForgePage(new URLSearchParams({ returnOrigin: 'https://evil.example' }), [APP]).status).toBe(400);
  });
});
