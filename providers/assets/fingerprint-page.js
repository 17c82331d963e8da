// The hidden fingerprint frame simulator (providers/render-fingerprint-page.ts): reports the
// fingerprint as collected to the app that framed it, at the app's origin only, with the channel nonce.
(() => {
  const returnOrigin = document.body.dataset.returnOrigin;
  const nonce = new URLSearchParams(location.hash.replace(/^#/, '')).get('nonce');
  const log = document.getElementById('fingerprint-log');
  if (!returnOrigin || !nonce || window.parent === window) return;
  window.parent.postMessage({ type: 'fingerprint', value: 'done', nonce }, returnOrigin);
  if (log) log.textContent = 'Sent: done';
})();
