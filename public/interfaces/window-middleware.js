// /interfaces/window-middleware.html (spec 1 §7 "done-message exchange"): the popup variant of
// /interfaces/message.html. An automatic identity provider opened in a popup window (the setting
// verification.providerWindows) ends by sending that popup back here, on the app's own origin, with
// ?type=verification&value=done. This page tells the app window that opened the popup, through the
// provider bridge's `verification` message kind: it echoes the channel nonce the app put in this
// address's fragment (#nonce=, never sent to a server), posts only to its own origin, and the popup
// closes (the app closes it on receipt; this page closes itself too, in case the app has moved on).
// It posts nothing for any other address, or when no window of ours opened it.
(() => {
  'use strict';
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const nonce = fragment.get('nonce') || '';
  const type = query.get('type');
  const value = query.get('value');
  const app = window.opener;
  if (!app || app === window || type !== 'verification' || value !== 'done' || !/^[0-9a-f]{32}$/.test(nonce)) return;
  app.postMessage({ type, value, nonce }, window.location.origin);
  window.setTimeout(() => window.close(), 1000);
})();
