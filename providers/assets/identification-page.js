// /identification.html: records the tester's decision, then tells the app window, only ever at
// the returnOrigin the server validated, echoing the app's channel nonce (#nonce=).
(() => {
  'use strict';
  const simulator = window.providerSimulator;
  const { session, method, returnOrigin } = document.body.dataset;

  async function decide(button) {
    const status = button.dataset.status;
    const value = button.dataset.value;
    // only an approval says who was identified
    const persona = status === 'approved' ? simulator.chosenPersona(document) : null;
    simulator.setBusy(document, true);
    try {
      await simulator.recordDecision(session, { status, persona: persona && persona.value });
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
    // the channel nonce goes back with every message; without one the app ignores the answer
    const nonce = simulator.channelNonce();
    target.postMessage({ type: 'identification', value, method, session, ...(nonce ? { nonce } : {}) }, returnOrigin);
    simulator.say(`${recorded} Sent "${value}" to ${returnOrigin}.`);
    simulator.closeIfPopup();
  }

  for (const button of document.querySelectorAll('.outcomes button')) {
    button.addEventListener('click', () => void decide(button));
  }
})();
