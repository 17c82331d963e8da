import type { VisibilityRules } from './visibility-rules';

/**
 * One entry of a content menu (schemas/menus/*.json, meta-schema schemas/meta/menu.schema.json).
 * At most one target: an in-app `route`, a CMS `page` key (/{key}), a registered `action`, or an
 * external `href`; an item with `children` is a sub-menu.
 */
export interface MenuItem {
  id: string;
  /** i18n key of the label */
  label: string;
  route?: string;
  page?: string;
  action?: string;
  href?: string;
  visibility?: VisibilityRules;
  children?: readonly MenuItem[];
}

export interface MenuDefinition {
  id: string;
  items: readonly MenuItem[];
}
