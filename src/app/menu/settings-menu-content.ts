import type { MenuDefinition } from '../../engine/visibility/menu-item';
import json from '../../../schemas/menus/settings-menu.json' with { type: 'json' };

/** schemas/menus/settings-menu.json; its shape is guaranteed by the content check (menu.schema.json). */
export const settingsMenuContent = json as unknown as MenuDefinition;
