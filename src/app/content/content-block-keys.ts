/** CMS page keys that are parts of the site chrome (the general alarm banner), never pages of their own. */
export const CONTENT_BLOCK_KEYS: ReadonlySet<string> = new Set(['general-alarm']);
