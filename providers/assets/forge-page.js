// The forger (providers/render-forge-page.ts): posts the JSON of `#message=` to the framing window at
// the app's origin, from a window the app did not open, and says so.
(() => {
  const returnOrigin = document.body.dataset.returnOrigin;
  const log = document.getElementById('forge-log');
  const raw = new URLSearchParams(location.hash.replace(/^#/, '')).get('message');
  if (!returnOrigin || !raw || window.parent === window) return;
  let message;
  try {
    message = JSON.parse(raw);
  } catch {
    if (log) log.textContent = 'Not JSON';
    return;
  }
  window.parent.postMessage(message, returnOrigin);
  if (log) log.textContent = 'Sent: forged';
})();
