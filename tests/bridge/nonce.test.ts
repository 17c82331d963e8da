import { describe, expect, it, vi } from 'vitest';
import { createNonce, FRAGMENT_NONCE, withNonce } from '../../src/bridge/nonce';

describe('createNonce', () => {
  it('is 16 bytes of crypto.getRandomValues as 32 lower-case hex digits', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const nonce = createNonce();
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(spy).toHaveBeenCalledOnce();
    expect((spy.mock.calls[0]![0] as Uint8Array).length).toBe(16);
    spy.mockRestore();
  });

  it('pads every byte to two digits', () => {
    expect(createNonce((bytes) => bytes.fill(10))).toBe('0a'.repeat(16));
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 20 }, () => createNonce())).size).toBe(20);
  });
});

describe('withNonce', () => {
  it('puts the bridge nonce in the fragment, keeping query and other fragment parameters', () => {
    const url = withNonce(new URL('http://p/page.html?a=1#b=2'), FRAGMENT_NONCE, 'n1');
    expect(url.search).toBe('?a=1');
    expect(url.hash).toBe('#b=2&nonce=n1');
  });

  it('replaces a nonce the URL already had', () => {
    expect(withNonce(new URL('http://p/#nonce=forged'), FRAGMENT_NONCE, 'n1').hash).toBe('#nonce=n1');
  });

  it('puts a query binding in the query (OAuth state)', () => {
    const url = withNonce(new URL('http://p/social.html?state=forged&x=1'), { in: 'query', param: 'state', field: 'state' }, 'n1');
    expect(url.searchParams.get('state')).toBe('n1');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.hash).toBe('');
  });
});
