import { screen } from '@testing-library/react';
import type { BackendModule, ReadCallback } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_NAMESPACES } from '../../../src/generated/route-namespaces';
import { createSiteI18n } from '../../../src/i18n/create-site-i18n';
import { languageBackend } from '../../../src/i18n/language-backend';
import { bundledResources } from '../../../src/i18n/bundled-resources';
import type { TranslationTree } from '../../../src/i18n/locale-resources';
import { ok, PLAYER } from '../../stores/fake-api';
import { renderApp } from '../render-app';

const loggedIn = { session: () => ok({ loggedIn: true, player: PLAYER }) };

function keyPaths(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`)));
}

/** Every text the document ever showed, collected as it changes. */
function paintedTexts() {
  const texts = new Set<string>();
  const collect = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.add((node.textContent ?? '').trim());
  };
  const observer = new MutationObserver(collect);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect(), collect };
}

let stopWatching = () => undefined as void;
afterEach(() => stopWatching());

describe('a route loads its namespaces with its page', () => {
  it('shows /my/limits with its limits texts on first paint, having loaded them on demand, never a raw key', async () => {
    expect(ROUTE_NAMESPACES['/my/limits']).toContain('limits');
    const reads: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const real = languageBackend();
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read(language: string, namespace: string, callback: ReadCallback) {
        reads.push(`${language}/${namespace}`);
        void released.then(() => real.read(language, namespace, callback));
      },
    };
    const i18n = await createSiteI18n('en', backend);
    const painted = paintedTexts();
    stopWatching = painted.stop;
    renderApp('/my/limits', { api: loggedIn, i18n });
    // the shell is there; the page waits for its texts
    expect(await screen.findByText(i18n.t('common:status.loading'), undefined, { timeout: 5_000 })).toBeTruthy();
    expect(reads).toEqual(expect.arrayContaining(ROUTE_NAMESPACES['/my/limits']?.map((namespace) => `en/${namespace}`) ?? []));
    expect(screen.queryByRole('heading', { level: 1, name: 'Responsible gambling limits' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Responsible gambling limits' }, { timeout: 25_000 })).toBeTruthy();
    painted.collect();
    const keys = new Set(keyPaths(bundledResources.en.limits ?? {}));
    expect([...painted.texts].filter((text) => keys.has(text) || /^limits:/.test(text))).toEqual([]);
  }, 40_000);
});
