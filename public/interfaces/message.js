// /interfaces/message.html (spec 1 §7 "done-message exchange"): an automatic identity provider
// (spec 1 §4 "Account validation") ends by sending its frame back here, on the app's own origin,
// with ?type=verification&value=done. This page tells the app window that framed it, through the
// provider bridge's `verification` message kind: it echoes the channel nonce the app put in this
// address's fragment (#nonce=, never sent to a server) and posts only to its own origin. It posts
// nothing for any other address, so a link to this page from elsewhere cannot speak for a provider.
(() => {
  'use strict';
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const nonce = fragment.get('nonce') || '';
  const type = query.get('type');
  const value = query.get('value');
  const app = window.parent !== window ? window.parent : window.opener;
  if (!app || type !== 'verification' || value !== 'done' || !/^[0-9a-f]{32}$/.test(nonce)) return;
  app.postMessage({ type, value, nonce }, window.location.origin);
})();
