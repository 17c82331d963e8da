// The Apple Pay sheet simulator (providers/render-apple-pay-page.ts): posts the player's answer to
// the app that framed it, once, at the app's origin only, echoing the channel nonce of the address
// fragment; an authorization carries a fresh wallet token (ap_ + 24 hex digits).
(() => {
  const body = document.body;
  const returnOrigin = body.dataset.returnOrigin;
  const nonce = new URLSearchParams(location.hash.replace(/^#/, '')).get('nonce');
  const log = document.getElementById('apple-pay-log');
  const buttons = Array.from(document.querySelectorAll('button.outcome'));
  if (!returnOrigin || !nonce || window.parent === window) {
    if (log) log.textContent = 'Open this sheet from the casino’s deposit.';
    for (const button of buttons) button.disabled = true;
    return;
  }
  for (const button of buttons) {
    button.addEventListener('click', () => {
      // the sheet answers once: a second press (a double click) sends nothing
      for (const other of buttons) other.disabled = true;
      const value = button.dataset.value;
      const message = { type: 'applePay', value, nonce };
      if (value === 'authorized') {
        message.token = `ap_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
      }
      window.parent.postMessage(message, returnOrigin);
      if (log) log.textContent = value === 'authorized' ? 'Payment authorized.' : 'Payment cancelled.';
    });
  }
})();
