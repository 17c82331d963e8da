import redirects from '../../../schemas/content/redirects.json';
import type { RedirectTable } from './redirect-rule';

/** The old-style URL table (content, checked against schemas/meta/redirects.schema.json by the content check). */
export const redirectTable: RedirectTable = redirects;
