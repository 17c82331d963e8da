import { describe, expect, it } from 'vitest';
import { isPageVisible, type ContentViewer } from '../../../src/app/content/is-page-visible';

const guest: ContentViewer = { loggedIn: false };
const player: ContentViewer = { loggedIn: true, groups: [] };
const vip: ContentViewer = { loggedIn: true, groups: [' Vip '] };
const content = (...markers: string[]) => ({ markers });

describe('isPageVisible', () => {
  it.each([
    [[], guest, true],
    [[], player, true],
    [['none'], guest, false],
    [['NONE'], vip, false],
    [['prelogin'], guest, true],
    [['PreLogin'], player, false],
    [['postlogin'], guest, false],
    [['postLogin'], player, true],
    [['VIP'], guest, false],
    [['VIP'], player, false],
    [['vip'], vip, true],
    [['gold', 'VIP'], vip, true],
    [['postlogin', 'VIP'], vip, true],
    [['prelogin', 'VIP'], vip, false],
    [['none', 'VIP'], vip, false],
  ] as [string[], ContentViewer, boolean][])('markers %j for %j → %s', (markers, viewer, visible) => {
    expect(isPageVisible(content(...markers), viewer)).toBe(visible);
  });

  it('never shows group content to guests, whatever groups they claim', () => {
    expect(isPageVisible(content('VIP'), { loggedIn: false, groups: ['VIP'] })).toBe(false);
  });

  it('applies the device markers of sliders only when the device is given', () => {
    expect(isPageVisible(content('mobile-only'), { loggedIn: false, mobile: true })).toBe(true);
    expect(isPageVisible(content('Mobile-Only'), { loggedIn: false, mobile: false })).toBe(false);
    expect(isPageVisible(content('not-mobile'), { loggedIn: true, mobile: true })).toBe(false);
    expect(isPageVisible(content('not-mobile'), { loggedIn: true, mobile: false })).toBe(true);
    // pages ignore them, and they are never group names a guest would be excluded by
    expect(isPageVisible(content('mobile-only'), guest)).toBe(true);
    expect(isPageVisible(content('not-mobile', 'postlogin'), { loggedIn: false, mobile: false })).toBe(false);
  });

  it('takes "logged in?" with the groups beside it as a shorthand', () => {
    expect(isPageVisible(content('VIP'), true, ['vip'])).toBe(true);
    expect(isPageVisible(content('VIP'), true)).toBe(false);
    expect(isPageVisible(content(), false)).toBe(true);
  });
});
