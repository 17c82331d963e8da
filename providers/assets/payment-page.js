// The payment provider simulator (providers/render-payment-page.ts): posts the tester's choice to
// the app that framed it, at the app's origin only, and shows the redirect URL the app sends back.
(() => {
  const body = document.body;
  const returnOrigin = body.dataset.returnOrigin;
  const reference = body.dataset.reference;
  const log = document.getElementById('payment-log');
  // a withdrawal's redirect frame (issue 12) is the same provider page: its messages are of type withdrawal
  const kind = new URLSearchParams(window.location.search).get('kind') === 'withdrawal' ? 'withdrawal' : 'deposit';
  if (body.dataset.mode !== 'frame' || !returnOrigin || window.parent === window) return;
  for (const button of document.querySelectorAll('button.outcome')) {
    button.addEventListener('click', () => {
      window.parent.postMessage({ type: kind, value: button.dataset.value, reference }, returnOrigin);
      if (log) log.textContent = `Sent: ${button.dataset.value}`;
    });
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== returnOrigin || event.source !== window.parent) return;
    const data = event.data;
    if (data && typeof data === 'object' && typeof data.redirectUrl === 'string' && log) log.textContent = `Redirect URL received: ${data.redirectUrl}`;
    if (data && typeof data === 'object' && data.value === 'newUser' && log) log.textContent = 'The casino says the player is new.';
  });
})();
