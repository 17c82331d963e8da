/** Layout breakpoints in px (spec 1 §9, spec 3 §9). */
export const BREAKPOINTS = Object.freeze({ xs: 481, sm: 768, md: 1025, lg: 1441, xl: 1921 });

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The header uses its mobile layout under this width; login and registration are modals from it up. */
export const DESKTOP_MIN_WIDTH = 1024;

export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
