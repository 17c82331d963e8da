// The hidden fingerprint frame simulator (providers/render-fingerprint-page.ts): reports the
// fingerprint as collected to the app that framed it, at the app's origin only, with the channel nonce.
(() => {
  const returnOrigin = document.body.dataset.returnOrigin;
  const nonce = new URLSearchParams(location.hash.replace(/^#/, '')).get('nonce');
  const log = document.getElementById('fingerprint-log');
  if (!returnOrigin || !nonce || window.parent === window) return;
  const wrongNonce = document.body.dataset.wrongNonce === 'true';
  window.parent.postMessage({ type: 'fingerprint', value: 'done', nonce: wrongNonce ? `${nonce.slice(0, -1)}${nonce.endsWith('0') ? '1' : '0'}` : nonce }, returnOrigin);
  if (log) log.textContent = wrongNonce ? 'Sent: done with another nonce' : 'Sent: done';
})();
