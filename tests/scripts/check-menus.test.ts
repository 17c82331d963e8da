import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/lib/content-check/check-content';
import { checkMenus } from '../../scripts/lib/content-check/check-menus';
import { formatContentError } from '../../scripts/lib/content-check/content-error';
import { createI18nLookup } from '../../scripts/lib/content-check/i18n-lookup';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import type { ContentFiles } from './temp-content';
import { TEST_FLOW_NAMES, baseContent, removeContent, writeContent } from './temp-content';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FILE = 'schemas/menus/test-menu.json';

function menuContent(): ContentFiles {
  return {
    'src/i18n/locales/en/menu.json': { items: { home: 'Home', chat: 'Chat', profile: 'Profile', deposit: 'Deposit' } },
    [FILE]: {
      id: 'test-menu',
      items: [
        { id: 'home', label: 'menu:items.home', route: '/' },
        { id: 'chat', label: 'menu:items.chat', action: 'openLiveChat', visibility: { show: "player.loggedIn && wallet.promo >= 10 || appliedCountry == 'HUN'" } },
        {
          id: 'profile',
          label: 'menu:items.profile',
          visibility: { onlyPostLogin: true },
          children: [{ id: 'deposit', label: 'menu:items.deposit', route: '/payment/deposit', visibility: { hide: '!player.verified' } }],
        },
      ],
    },
  };
}

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

function check(change: (menu: Json) => void = () => undefined): string[] {
  const files = menuContent();
  change(files[FILE] as Json);
  const root = writeContent(files);
  roots.push(root);
  return checkMenus({
    root,
    hasI18nKey: createI18nLookup(root),
    actionNames: ['openLiveChat', 'logout'],
    routePatterns: ['/', '/payment/deposit', '/group/:group'],
  }).map(formatContentError);
}

describe('check-menus', () => {
  it('passes a valid menu', () => {
    expect(check()).toEqual([]);
  });

  it('names the file and pointer of an unknown label key', () => {
    expect(check((menu) => (menu.items[2].children[0].label = 'menu:items.withdraw'))).toEqual([
      `${FILE}: /items/2/children/0/label: unknown i18n key "menu:items.withdraw"`,
    ]);
  });

  it('names the file and pointer of an unknown action', () => {
    expect(check((menu) => (menu.items[1].action = 'openBackdoor'))).toEqual([`${FILE}: /items/1/action: unknown action "openBackdoor"`]);
  });

  it('names the file and pointer of an unparsable or hostile expression', () => {
    const errors = check((menu) => {
      menu.items[1].visibility.show = 'player.loggedIn &&';
      menu.items[2].children[0].visibility.hide = 'player.constructor.prototype';
    });
    expect(errors).toEqual([
      `${FILE}: /items/1/visibility/show: expression does not parse: unexpected end at 18`,
      `${FILE}: /items/2/children/0/visibility/hide: expression does not parse: forbidden name "constructor" at 7`,
    ]);
  });

  it('rejects an expression reading state outside the allow-list', () => {
    expect(check((menu) => (menu.items[1].visibility.show = 'window.location == 1'))[0]).toMatch(
      new RegExp(`^${FILE}: /items/1/visibility/show: expression reads "window.location", which is not a menu state path`),
    );
  });

  it('names an unknown route, accepting parameters and anchors', () => {
    const errors = check((menu) => {
      menu.items[0].route = '/group/slots#top';
      menu.items[2].children[0].route = '/payment/deposits';
    });
    expect(errors).toEqual([`${FILE}: /items/2/children/0/route: "/payment/deposits" is no route of src/app/routes/route-table.ts`]);
  });

  it('checks the meta-schema: unknown keys, two targets, bad flags, duplicate ids', () => {
    const errors = check((menu) => {
      menu.items[0].colour = 'red';
      menu.items[1].route = '/';
      menu.items[2].visibility.minPromoAmount = 10;
      menu.items[2].children[0].id = 'home';
    });
    expect(errors).toEqual([
      `${FILE}: /items/0/colour: unknown key "colour"`,
      `${FILE}: /items/1: more than one target (route, page, action, href, children) or contradictory flags`,
      `${FILE}: /items/2/visibility/minPromoAmount: must be string`,
      `${FILE}: /items/2/children/0/id: duplicate item id "home"`,
    ]);
  });

  it('is registered in the content check', () => {
    const files = { ...baseContent(), ...menuContent() };
    (files[FILE] as Json).items[1].action = 'openBackdoor';
    const root = writeContent(files);
    roots.push(root);
    expect(checkContent({ root, flowNames: TEST_FLOW_NAMES }).map(formatContentError)).toEqual([
      `${FILE}: /items/1/action: unknown action "openBackdoor"`,
    ]);
  });

  it('the repository menus pass against the real registries and route table', () => {
    expect(checkMenus({ root: REPO_ROOT, hasI18nKey: createI18nLookup(REPO_ROOT) }).map(formatContentError)).toEqual([]);
  });
});
