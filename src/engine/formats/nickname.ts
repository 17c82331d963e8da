import type { Format } from './format';

/** Latin letters, digits and underscores. */
export const nickname: Format = (value) => /^[A-Za-z0-9_]+$/.test(value);
