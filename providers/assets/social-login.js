// /social-login.html: Continue or Cancel starts a social session carrying the decision, then
// posts its token to the opener at the validated returnOrigin.
(() => {
  'use strict';
  const simulator = window.providerSimulator;
  const { provider, returnOrigin, state } = document.body.dataset;

  async function decide(button) {
    const status = button.dataset.status;
    const value = button.dataset.value;
    const persona = status === 'approved' ? simulator.chosenPersona(document) : null;
    simulator.setBusy(document, true);
    let token;
    try {
      token = (await simulator.startSession({ method: provider, kind: 'social', purpose: 'login' })).session;
      await simulator.recordDecision(token, { status, persona: persona && persona.value });
    } catch (error) {
      simulator.say(`Not recorded: ${error.message}`);
      simulator.setBusy(document, false);
      return;
    }
    const recorded = `Recorded: ${simulator.describe(status, persona)}.`;
    const target = simulator.appWindow();
    if (!target || !returnOrigin) {
      simulator.say(`${recorded} No app window to report to.`);
      return;
    }
    target.postMessage({ type: 'social-login', provider, value, token, state }, returnOrigin);
    simulator.say(`${recorded} Sent "${value}" to ${returnOrigin}.`);
    simulator.closeIfPopup();
  }

  for (const button of document.querySelectorAll('.outcomes button')) {
    button.addEventListener('click', () => void decide(button));
  }
})();
