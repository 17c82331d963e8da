// Shared by every provider page (loaded first): the session API of this origin and the way back
// to the app window. Exposed as window.providerSimulator because the pages use classic scripts.
(() => {
  'use strict';
  const status = document.querySelector('[data-testid="status"]');

  /** JSON from the provider's own API; a refusal becomes an Error with the server's message. */
  async function requestJson(path, init) {
    const response = await fetch(path, init);
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(data.error || `The provider answered ${response.status}.`);
    return data;
  }

  const postJson = (path, body) =>
    requestJson(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  window.providerSimulator = {
    getJson: (path) => requestJson(path, { headers: { Accept: 'application/json' } }),
    startSession: (body) => postJson('/api/sessions', body),
    recordDecision: (session, decision) => postJson(`/api/sessions/${encodeURIComponent(session)}/decision`, decision),

    /** The persona radio checked inside `scope`, with its visible label for the status line. */
    chosenPersona(scope) {
      const checked = scope.querySelector('input[type="radio"]:checked');
      return checked ? { value: checked.value, label: (checked.parentElement?.textContent ?? checked.value).trim() } : null;
    },

    /** What the status line says about a decision, e.g. "approved as New person". */
    describe(status, persona) {
      return persona ? `${status} as ${persona.label}` : status;
    },

    say(text) {
      if (status) status.textContent = text;
    },

    setBusy(scope, busy) {
      for (const button of scope.querySelectorAll('.outcomes button')) button.disabled = busy;
    },

    /**
     * The app's channel nonce from the address fragment (`#nonce=<32 hex digits>`), echoed in every
     * message so the app can tell this page's answer from a forgery; null when there is none. The
     * fragment never reaches this server, its logs or a Referer.
     */
    channelNonce() {
      const nonce = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('nonce');
      return nonce !== null && /^[0-9a-f]{32}$/.test(nonce) ? nonce : null;
    },

    /** The window that opened or framed this page; null when it was opened on its own. */
    appWindow() {
      if (window.opener) return window.opener;
      return window.parent !== window ? window.parent : null;
    },

    /** A popup leaves once the app has its answer; a frame stays until the app removes it. */
    closeIfPopup() {
      if (window.opener) setTimeout(() => window.close(), 300);
    },
  };
})();
