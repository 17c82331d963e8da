import { describe, expect, it } from 'vitest';
import { ENCRYPTION_REFUSED_CARD, ENCRYPTION_SILENT_CARD, renderEncryptionPage } from '../../providers/render-encryption-page';

const APP = 'http://localhost:5173';
const params = (extra: Record<string, string> = {}) => new URLSearchParams({ returnOrigin: APP, ...extra });

describe('renderEncryptionPage', () => {
  it('serves the encryption type of its path, answering the app origin only, with the QA cards for its script', () => {
    const page = renderEncryptionPage('/interfaces/encryption/cse.html', params(), [APP]);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-return-origin="${APP}"`);
    expect(page.html).toContain('data-type="cse"');
    expect(page.html).toContain(`data-refused-card="${ENCRYPTION_REFUSED_CARD}"`);
    expect(page.html).toContain(`data-silent-card="${ENCRYPTION_SILENT_CARD}"`);
    expect(page.html).toContain('<script src="/assets/encryption-page.js"></script>');
  });
  it('refuses another return origin and an unknown or malformed type', () => {
    expect(renderEncryptionPage('/interfaces/encryption/cse.html', params({ returnOrigin: 'https://evil.example' }), [APP]).status).toBe(400);
    expect(renderEncryptionPage('/interfaces/encryption/CSE<x>.html', params(), [APP]).status).toBe(404);
  });
});
