import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_LISTENER_SCRIPT, SITE_EVENTS, createSiteAdapters } from '../../../src/app/adapters/site-adapters';
import { createI18n } from '../../../src/i18n/i18n';
import { createRootStore } from '../../../src/stores/root-store';
import { DETAILS, fakeApi } from '../../stores/fake-api';

type Exposed = { __siteAdapters?: { liveChat: { records: unknown[] }; errorReporting: { records: unknown[] } } };

describe('createSiteAdapters', () => {
  const undo: (() => void)[] = [];
  afterEach(() => {
    for (const stop of undo.splice(0)) stop();
    delete (window as Exposed).__siteAdapters;
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it('identifies the logged-in player to the live chat, group 1 in English, and opens it on the site event', async () => {
    const adapters = createSiteAdapters({ mockMode: true });
    const store = createRootStore({ api: fakeApi().api, errorReporter: adapters.errorReporter });
    const i18n = createI18n('en');
    undo.push(adapters.connect(store, i18n));
    const records = (window as Exposed).__siteAdapters?.liveChat.records;
    expect(records).toEqual([
      { action: 'group', group: 1 },
      { action: 'identify', visitor: null },
    ]);
    await store.session.login({ login: 'anna@example.com', password: 'x' });
    window.dispatchEvent(new CustomEvent(SITE_EVENTS.openLiveChat));
    expect(records?.slice(2)).toEqual([
      { action: 'identify', visitor: { name: 'Anna Kovács', email: 'anna@example.com' } },
      { action: 'open', visitor: { name: 'Anna Kovács', email: 'anna@example.com' }, group: 1 },
    ]);
    await i18n.changeLanguage('hu');
    expect(records?.at(-1)).toEqual({ action: 'group', group: 0 });
    runInAction(() => {
      store.player.details = { ...DETAILS, fullName: '', nickName: 'LuckyAnna' };
      if (store.session.player) store.session.player = { ...store.session.player, fullName: '' };
    });
    expect(records?.at(-1)).toEqual({ action: 'identify', visitor: { name: 'LuckyAnna', email: DETAILS.email } });
  });

  it('announces login and logout as site events and loads the CMS event-listener script', async () => {
    const adapters = createSiteAdapters({ mockMode: false });
    const store = createRootStore({ api: fakeApi().api, errorReporter: adapters.errorReporter });
    undo.push(adapters.connect(store, createI18n('sv')));
    const heard: string[] = [];
    for (const name of [SITE_EVENTS.loggedIn, SITE_EVENTS.loggedOut]) window.addEventListener(name, () => heard.push(name));
    await store.session.login({ login: 'anna@example.com', password: 'x' });
    await store.session.logout();
    expect(heard).toEqual([SITE_EVENTS.loggedIn, SITE_EVENTS.loggedOut]);
    expect(document.querySelector('script[data-site-script]')?.getAttribute('src')).toBe(EVENT_LISTENER_SCRIPT);
    expect((window as Exposed).__siteAdapters).toBeUndefined();
  });

  it('reports uncaught errors and is the stores’ error reporter', () => {
    const adapters = createSiteAdapters({ mockMode: true });
    const store = createRootStore({ api: fakeApi().api, errorReporter: adapters.errorReporter });
    undo.push(adapters.connect(store, createI18n('en')));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught boom'), message: 'uncaught boom' }));
    store.errorReporter.report({ kind: 'settings-drift', message: 'fe.x' });
    const records = (window as Exposed).__siteAdapters?.errorReporting.records as { release: string; report: { message: string } }[];
    expect(records.map((record) => [record.release, record.report.message])).toEqual([
      ['1.17.0', 'uncaught boom'],
      ['1.17.0', 'fe.x'],
    ]);
  });
});
