import { describe, expect, it } from 'vitest';
import { classifyLink } from '../../../src/app/content/classify-link';
import { internalLinkTarget } from '../../../src/app/content/internal-link-target';
import { parseLinkOptions } from '../../../src/app/content/link-options';

describe('classifyLink', () => {
  it.each([
    ['https://example.com/a', 'external'],
    ['HTTP://example.com', 'external'],
    ['mailto:help@example.com', 'external'],
    ['tel:+3612345678', 'external'],
    ['/api/player/documents/1', 'external'],
    ['/API?x=1', 'external'],
    ['//evil.com', 'external'],
    ['/\\evil.com', 'external'],
    ['faq', 'external'],
    ['#top', 'external'],
    ['/apiary', 'internal'],
    ['/payment/deposit', 'internal'],
    ['?modal=login', 'internal'],
    ['javascript:alert(1)', 'unsafe'],
    [' JaVaScRiPt:alert(1)', 'unsafe'],
    ['java\tscript:alert(1)', 'unsafe'],
    ['java\u0000script:alert(1)', 'unsafe'],
    ['vbscript:msgbox(1)', 'unsafe'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'unsafe'],
    ['file:///etc/passwd', 'unsafe'],
  ])('%j is %s', (href, kind) => {
    expect(classifyLink(href).kind).toBe(kind);
  });

  it('splits the :: options off an internal target', () => {
    expect(classifyLink('/payment/deposit?campaign=5::modal=login::scrollTo=limits')).toEqual({
      kind: 'internal',
      target: '/payment/deposit?campaign=5',
      options: { modal: 'login', scrollTo: 'limits' },
    });
  });
});

describe('parseLinkOptions', () => {
  it('reads the known options and ignores the rest', () => {
    expect(parseLinkOptions(['modal=login', 'scrollDelay=800', 'keepModal=true', 'onclick=alert(1)'])).toEqual({ modal: 'login', scrollDelay: 800, keepModal: true });
    expect(parseLinkOptions(['modal='])).toEqual({ modal: null });
    expect(parseLinkOptions(['clearModal=true'])).toEqual({ modal: null });
    expect(parseLinkOptions(['scroll=form'])).toEqual({ scrollTo: 'form' });
    expect(parseLinkOptions(['modal="><script>', 'scrollTo=a b', 'scrollDelay=-1'])).toEqual({});
    expect(parseLinkOptions(['scrollDelay=99999'])).toEqual({ scrollDelay: 5000 });
  });
});

describe('internalLinkTarget', () => {
  const here = { pathname: '/hu/support', search: '?modal=registration' };

  it('opens, keeps or clears the modal state', () => {
    expect(internalLinkTarget({ href: '/hu/payment/deposit', modal: 'login' }, here).to).toBe('/hu/payment/deposit?modal=login');
    expect(internalLinkTarget({ href: '/hu/terms-conditions', keepModal: 'true' }, here).to).toBe('/hu/terms-conditions?modal=registration');
    expect(internalLinkTarget({ href: '/hu/terms-conditions?modal=x', modal: '' }, here).to).toBe('/hu/terms-conditions');
    expect(internalLinkTarget({ href: '/hu/terms-conditions' }, here).to).toBe('/hu/terms-conditions');
  });

  it('resolves a query-only link against the current page and carries the scroll target', () => {
    expect(internalLinkTarget({ href: '?modal=login', scrollTo: 'limits', scrollDelay: '50' }, here)).toEqual({
      to: '/hu/support?modal=login',
      scrollTo: 'limits',
      scrollDelayMs: 50,
    });
    expect(internalLinkTarget({ href: '/my/limits', scrollTo: 'x' }, here).scrollDelayMs).toBe(300);
  });
});
