import { describe, expect, it } from 'vitest';
import { renderTokenPage, TOKEN_REFUSED_SUBCODE } from '../../providers/render-token-page';

const APP = 'http://localhost:5173';
const params = (extra: Record<string, string> = {}) => new URLSearchParams({ amount: '5000.00', currency: 'HUF', returnOrigin: APP, ...extra });

describe('renderTokenPage', () => {
  it('answers with a token for the provider and method of its path, to the app origin only', () => {
    const page = renderTokenPage('/interfaces/104-400001.html', params(), [APP]);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-return-origin="${APP}"`);
    expect(page.html).toContain('data-method="400001"');
    expect(page.html).toContain('data-outcome="token"');
    expect(page.html).toContain('<script src="/assets/token-page.js"></script>');
  });
  it('refuses the token for the QA cents .89 (119 with its subcode)', () => {
    const page = renderTokenPage('/interfaces/104-400001.html', params({ amount: '5000.89' }), [APP]);
    expect(page.html).toContain('data-outcome="refused"');
    expect(page.html).toContain(`data-sub-code="${TOKEN_REFUSED_SUBCODE}"`);
  });
  it('carries getPreDepositInfo\'s session to its answer when it has the processor\'s shape, nothing else', () => {
    expect(renderTokenPage('/interfaces/104-400001.html', params({ preDepositSession: 'pre-0123456789abcdef' }), [APP]).html).toContain('data-pre-deposit-session="pre-0123456789abcdef"');
    expect(renderTokenPage('/interfaces/104-400001.html', params({ preDepositSession: '"><script>' }), [APP]).html).not.toContain('data-pre-deposit-session');
    expect(renderTokenPage('/interfaces/104-400001.html', params(), [APP]).html).not.toContain('data-pre-deposit-session');
  });
  it('refuses another return origin, a malformed amount and an unknown interface page', () => {
    expect(renderTokenPage('/interfaces/104-400001.html', params({ returnOrigin: 'https://evil.example' }), [APP]).status).toBe(400);
    expect(renderTokenPage('/interfaces/104-400001.html', params({ amount: '1e5' }), [APP]).status).toBe(400);
    expect(renderTokenPage('/interfaces/token.html', params(), [APP]).status).toBe(404);
  });
});
