/**
 * The window event that opens the live chat (spec 3 §6): the site adapters' live chat listens for it
 * (src/app/adapters/site-adapters.ts), so the menu and any feature ("Chat with support" on the
 * contact page) open the chat without importing the app.
 */
export const OPEN_LIVE_CHAT_EVENT = 'site:open-live-chat';

export function openLiveChat(target: Window = window): void {
  target.dispatchEvent(new CustomEvent(OPEN_LIVE_CHAT_EVENT));
}
