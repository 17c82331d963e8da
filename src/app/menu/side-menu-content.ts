import type { MenuDefinition } from '../../engine/visibility/menu-item';
import json from '../../../schemas/menus/side-menu.json' with { type: 'json' };

/** schemas/menus/side-menu.json; its shape is guaranteed by the content check (menu.schema.json). */
export const sideMenuContent = json as unknown as MenuDefinition;
