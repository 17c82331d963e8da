import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../../engine/visibility/menu-item';
import { filterMenu } from '../../engine/visibility/filter-menu';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useLanguage } from '../hooks/use-language';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { MenuEntry, type MenuEntryContext } from '../menu/menu-entry';
import { menuState } from '../menu/menu-state';
import { settingsMenuContent } from '../menu/settings-menu-content';
import { sideMenuContent } from '../menu/side-menu-content';
import { NoticeList } from '../../ui/notices/notice-list';
import { Dialog } from '../modals/dialog';
import { LanguageSwitch } from './language-switch';
import '../menu/menu.css';

interface SideMenuProps {
  id: string;
  onClose: () => void;
  onLogout: () => void;
}

/**
 * The side menu (spec 1 §2): the content menus schemas/menus/side-menu.json and, in its own
 * section, settings-menu.json, each item shown by its visibility rules (spec 3 §6) over the
 * stores' state. A drawer dialog; following a link closes it.
 */
export const SideMenu = observer(function SideMenu({ id, onClose, onLogout }: SideMenuProps) {
  const { t } = useTranslation('menu');
  const stores = useRootStore();
  const localize = useLocalize();
  const language = useLanguage();
  const desktop = useIsDesktop();
  const location = useLocation();
  const state = menuState(stores, { desktop, language, now: new Date() });
  const main = filterMenu(sideMenuContent.items, state);
  const settings = filterMenu(settingsMenuContent.items, state);
  const ctx: MenuEntryContext = { desktop, location, localize, onLogout, onClose };
  // links close the drawer; disclosure buttons and actions handle themselves
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <Dialog title={t('title')} closeLabel={t('close')} onClose={onClose} variant="drawer">
      {/* under the breakpoint the header has no room for the notice list: it opens here */}
      {!desktop && <NoticeList inline />}
      <nav id={id} className="side-menu" aria-label={t('navigation')} onClick={closeOnLink}>
        <EntryList items={main} ctx={ctx} />
        {settings.length > 0 && (
          <section aria-labelledby={`${id}-settings`}>
            <h3 id={`${id}-settings`} className="side-menu__heading">
              {t('settingsHeading')}
            </h3>
            <EntryList items={settings} ctx={ctx} />
          </section>
        )}
      </nav>
      <LanguageSwitch />
    </Dialog>
  );
});

function EntryList({ items, ctx }: { items: readonly MenuItem[]; ctx: MenuEntryContext }) {
  return (
    <ul className="side-menu__list">
      {items.map((item) => (
        <li key={item.id} data-menu-item={item.id}>
          <MenuEntry item={item} ctx={ctx} />
        </li>
      ))}
    </ul>
  );
}
