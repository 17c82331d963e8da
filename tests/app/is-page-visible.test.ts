import { describe, expect, it } from 'vitest';
import { isPageVisible } from '../../src/app/content/is-page-visible';

const page = (markers?: string[]) => ({ key: 'k', title: 't', body: '', markers });

describe('isPageVisible', () => {
  it.each([
    [undefined, false, true],
    [undefined, true, true],
    [['none'], false, false],
    [['none'], true, false],
    [['prelogin'], false, true],
    [['prelogin'], true, false],
    [['postlogin'], false, false],
    [['postlogin'], true, true],
    [['VIP'], false, false],
  ])('markers %j, logged in %s → %s', (markers, loggedIn, visible) => {
    expect(isPageVisible(page(markers), loggedIn)).toBe(visible);
  });

  it('shows group pages only to members, case-insensitively', () => {
    expect(isPageVisible(page(['VIP']), true, ['vip'])).toBe(true);
    expect(isPageVisible(page(['VIP']), true, ['regular'])).toBe(false);
  });
});
