// The hidden encryption frame simulator (providers/render-encryption-page.ts): says ready, takes the
// values from the framing app only (its origin and window), answers with each value "encrypted".
(() => {
  const body = document.body;
  const returnOrigin = body.dataset.returnOrigin;
  const type = body.dataset.type;
  const nonce = new URLSearchParams(location.hash.replace(/^#/, '')).get('nonce');
  const log = document.getElementById('encryption-log');
  if (!returnOrigin || !type || !nonce || window.parent === window) return;
  const reply = (message) => window.parent.postMessage({ ...message, nonce }, returnOrigin);
  window.addEventListener('message', (event) => {
    if (event.origin !== returnOrigin || event.source !== window.parent) return;
    const data = event.data;
    if (!data || data.type !== 'encrypt' || !data.values || typeof data.values !== 'object') return;
    const values = Object.entries(data.values).filter(([, value]) => typeof value === 'string');
    const digits = (value) => value.replace(/[\s-]+/g, '');
    if (values.some(([, value]) => digits(value) === body.dataset.silentCard)) {
      if (log) log.textContent = 'Not answering (timeout test card)';
      return;
    }
    if (values.some(([, value]) => digits(value) === body.dataset.refusedCard)) {
      reply({ type: 'encryptionFailed' });
      if (log) log.textContent = 'Sent: encryptionFailed';
      return;
    }
    if (values.some(([, value]) => digits(value) === body.dataset.wrongNonceCard)) {
      window.parent.postMessage({ type: 'encrypted', fields: Object.fromEntries(values.map(([name]) => [name, `enc:${type}:forged`])), nonce: `${nonce.slice(0, -1)}${nonce.endsWith('0') ? '1' : '0'}` }, returnOrigin);
      if (log) log.textContent = 'Sent: encrypted with another nonce';
      return;
    }
    const fields = Object.fromEntries(values.map(([name, value]) => [name, `enc:${type}:${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}`]));
    reply({ type: 'encrypted', fields });
    if (log) log.textContent = `Sent: encrypted (${values.length} fields)`;
  });
  reply({ type: 'ready' });
})();
