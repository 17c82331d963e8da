import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizedHtmlText } from '../../../src/renderer/markdown/trusted-html-policy';
import { MOCK_WORKER_TRUSTED_TYPE_POLICY, TRUSTED_TYPE_POLICIES } from '../../../src/app/security/security-headers';

/** What a browser enforcing Trusted Types hands out: an object, not a string. */
class FakeTrusted {
  constructor(
    readonly kind: string,
    readonly value: string,
  ) {}
  toString(): string {
    return this.value;
  }
}

interface PolicyRules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

/** window.trustedTypes as Chromium has it: one policy per name, each wrapping its rules' output. */
function installTrustedTypes(): string[] {
  const created: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: PolicyRules) {
      if (created.includes(name)) throw new TypeError(`policy ${name} exists`);
      created.push(name);
      return {
        name,
        createHTML: (input: string) => new FakeTrusted('html', rules.createHTML!(input)),
        createScriptURL: (input: string) => new FakeTrusted('script-url', rules.createScriptURL!(input)),
      };
    },
  });
  return created;
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('Trusted Types', () => {
  it('CMS markdown comes out as TrustedHTML of the casino-markdown policy, still sanitised', async () => {
    const created = installTrustedTypes();
    const { renderMarkdown } = await import('../../../src/app/content/render-markdown');
    const html = renderMarkdown('**bold** <img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(html).toBeInstanceOf(FakeTrusted);
    expect(sanitizedHtmlText(html)).toContain('<strong>bold</strong>');
    expect(sanitizedHtmlText(html)).not.toMatch(/onerror|javascript:/);
    expect(created).toEqual(['casino-markdown']);
    // a second render reuses the policy (a second createPolicy would be refused by the browser)
    renderMarkdown('again');
    expect(created).toEqual(['casino-markdown']);
  });

  it('consent labels come out as TrustedHTML of the casino-inline-markdown policy', async () => {
    const created = installTrustedTypes();
    const { renderInlineMarkdown } = await import('../../../src/renderer/markdown/render-inline-markdown');
    const html = renderInlineMarkdown('I accept the [Terms](/terms) <script>alert(1)</script>');
    expect(html).toBeInstanceOf(FakeTrusted);
    expect(sanitizedHtmlText(html)).toContain('<a href="/terms" target="_blank" rel="noopener">Terms</a>');
    expect(sanitizedHtmlText(html)).not.toContain('<script');
    expect(created).toEqual(['casino-inline-markdown']);
  });

  it('a site script gets a TrustedScriptURL for our own paths only', async () => {
    const created = installTrustedTypes();
    const { loadSiteScript } = await import('../../../src/app/cookies/load-site-script');
    const assigned: unknown[] = [];
    const doc = document.implementation.createHTMLDocument('t');
    Object.defineProperty(doc, 'defaultView', { value: window });
    const createElement = doc.createElement.bind(doc);
    vi.spyOn(doc, 'createElement').mockImplementation((tag: string) => {
      const element = createElement(tag);
      if (tag === 'script') Object.defineProperty(element, 'src', { set: (value: unknown) => assigned.push(value) });
      return element;
    });
    void loadSiteScript('/cms/analytics.js', doc);
    expect(assigned).toEqual([new FakeTrusted('script-url', '/cms/analytics.js')]);
    expect(created).toEqual(['casino-site-script']);
    // a protocol-relative path is refused before any policy is asked
    await expect(loadSiteScript('//evil.example/x.js', doc)).resolves.toBe(false);
  });

  it('every policy the code creates is listed in the CSP, and no default policy exists', () => {
    const names = new Set<string>();
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? (entry.name === 'generated' ? [] : walk(join(dir, entry.name))) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    for (const file of walk('src')) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/(?:createPolicy|createSanitizerPolicy)\(\s*'([^']+)'/g)) names.add(match[1]!);
      for (const match of code.matchAll(/const \w+_POLICY = '([^']+)'/g)) names.add(match[1]!);
    }
    expect([...names].sort()).toEqual([...TRUSTED_TYPE_POLICIES, MOCK_WORKER_TRUSTED_TYPE_POLICY].sort());
    expect(names.has('default')).toBe(false);
  });
});
