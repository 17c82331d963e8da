import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../engine/visibility/menu-item';
import { isMenuActionName } from './menu-action-names';
import { menuActionTarget, type MenuActionContext } from './menu-action-target';

export interface MenuEntryContext extends MenuActionContext {
  /** closes the side menu after an action ran (links close it by navigating) */
  onClose: () => void;
}

interface MenuEntryProps {
  item: MenuItem;
  ctx: MenuEntryContext;
}

/** One content menu item: a sub-menu (disclosure), an in-app link, an external link or an action. */
export function MenuEntry({ item, ctx }: MenuEntryProps) {
  const { t } = useTranslation();
  const label = t(item.label);
  if (item.children) return <MenuGroup item={item} items={item.children} ctx={ctx} />;
  if (item.route !== undefined) return <Link to={ctx.localize(item.route)}>{label}</Link>;
  if (item.page !== undefined) return <Link to={ctx.localize(`/${item.page}`)}>{label}</Link>;
  if (item.href !== undefined) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {label} <span className="menu__hint">{t('menu:opensInNewTab')}</span>
      </a>
    );
  }
  if (item.action !== undefined && isMenuActionName(item.action)) {
    const target = menuActionTarget(item.action, ctx);
    if (target.kind === 'link') return <Link to={target.to}>{label}</Link>;
    return (
      <button
        type="button"
        className="side-menu__button"
        onClick={() => {
          ctx.onClose();
          target.run();
        }}
      >
        {label}
      </button>
    );
  }
  return null;
}

interface MenuGroupProps {
  item: MenuItem;
  items: readonly MenuItem[];
  ctx: MenuEntryContext;
}

/** A sub-menu as a disclosure: a button with aria-expanded controlling the nested list. */
function MenuGroup({ item, items, ctx }: MenuGroupProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="side-menu__button menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(item.label)}
        <svg className="menu__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={listId} className="side-menu__list menu__sublist" hidden={!open}>
        {items.map((child) => (
          <li key={child.id} data-menu-item={child.id}>
            <MenuEntry item={child} ctx={ctx} />
          </li>
        ))}
      </ul>
    </>
  );
}
