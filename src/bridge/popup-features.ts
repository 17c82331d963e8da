/** Screen size as window.screen reports it. */
export interface ScreenSize {
  width: number;
  height: number;
}

const FULL_SCREEN_UP_TO = 800;
const SHARE = 0.75;

/**
 * window.open features for a provider popup (spec 1 §4): 75% of the screen, centred, when the
 * screen is wider than 800 px; otherwise none, so the browser opens it full size.
 */
export function popupFeatures(screen: ScreenSize): string | undefined {
  if (screen.width <= FULL_SCREEN_UP_TO) return undefined;
  const width = Math.round(screen.width * SHARE);
  const height = Math.round(screen.height * SHARE);
  const left = Math.round((screen.width - width) / 2);
  const top = Math.round((screen.height - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
