import { describe, expect, it } from 'vitest';
import { filterMenu } from '../../../src/engine/visibility/filter-menu';
import type { MenuItem } from '../../../src/engine/visibility/menu-item';
import { PLAYER, menuState } from './menu-state-fixture';

const items: MenuItem[] = [
  { id: 'home', label: 'menu:items.home', route: '/' },
  { id: 'about', label: 'menu:items.aboutUs', page: 'about-us' },
  {
    id: 'profile',
    label: 'menu:groups.profile',
    children: [
      { id: 'personal', label: 'menu:items.personal', route: '/my/profile', visibility: { onlyPostLogin: true } },
      { id: 'promos', label: 'menu:items.promotions', route: '/my/campaigns/promotions', visibility: { onlyPostLogin: true, excludeCountries: ['SWE'] } },
    ],
  },
];

const ids = (shown: MenuItem[]): unknown => shown.map((item) => (item.children ? [item.id, ids([...item.children])] : item.id));

describe('filterMenu', () => {
  it('drops hidden items and sub-menus left empty', () => {
    expect(ids(filterMenu(items, menuState()))).toEqual(['home']);
  });

  it('filters sub-menus recursively', () => {
    expect(ids(filterMenu(items, menuState(PLAYER)))).toEqual(['home', ['profile', ['personal', 'promos']]]);
    expect(ids(filterMenu(items, menuState({ ...PLAYER, appliedCountry: 'SWE' })))).toEqual(['home', ['profile', ['personal']]]);
  });

  it('shows a CMS page item only when that page is served to this visitor', () => {
    expect(ids(filterMenu(items, menuState({ contentPages: ['about-us'] })))).toEqual(['home', 'about']);
  });
});
