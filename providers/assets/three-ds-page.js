// The 3-D Secure challenge simulator (providers/render-three-ds-page.ts): posts the card holder's
// answer to the app that framed it, at the app's origin only (never '*').
(() => {
  const body = document.body;
  const returnOrigin = body.dataset.returnOrigin;
  const reference = body.dataset.reference;
  const log = document.getElementById('three-ds-log');
  if (!returnOrigin || window.parent === window) return;
  for (const button of document.querySelectorAll('button.outcome')) {
    button.addEventListener('click', () => {
      const error = button.dataset.error || null;
      window.parent.postMessage({ payment_status: button.dataset.status, error, reference }, returnOrigin);
      if (log) log.textContent = `Sent: ${button.dataset.status}${error ? ` (${error})` : ''}`;
    });
  }
})();
