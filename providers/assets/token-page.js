// The hidden token frame simulator (providers/render-token-page.ts): answers the app that framed it
// at once, at the app's origin only, echoing the channel nonce of the address fragment.
(() => {
  const body = document.body;
  const returnOrigin = body.dataset.returnOrigin;
  const nonce = new URLSearchParams(location.hash.replace(/^#/, '')).get('nonce');
  const log = document.getElementById('token-log');
  if (!returnOrigin || !nonce || window.parent === window) return;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const message =
    body.dataset.outcome === 'refused'
      ? { type: 'errorCreatePaymentToken', nonce, error: 'The processor refused the card.', subCode: body.dataset.subCode }
      : { type: 'createPaymentToken', nonce, fields: { paymentToken: `tok_${random}`, tokenMethod: body.dataset.method } };
  // the pre-deposit session the app fetched with getPreDepositInfo (spec 2 §4) goes back with the token
  if (message.fields && body.dataset.preDepositSession) message.fields.preDepositSession = body.dataset.preDepositSession;
  // QA (cents .88): the answer carries another nonce than the app's, as a replayed or forged answer would
  if (body.dataset.outcome === 'wrongNonce') message.nonce = `${nonce.slice(0, -1)}${nonce.endsWith('0') ? '1' : '0'}`;
  window.parent.postMessage(message, returnOrigin);
  if (log) log.textContent = `Sent: ${message.type}`;
})();
