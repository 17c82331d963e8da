// /redirect.html: records the decision, then sends the browser back to the app at the URL the
// server built from the validated returnUrl (data-next of the button).
(() => {
  'use strict';
  const simulator = window.providerSimulator;
  const { session } = document.body.dataset;

  async function decide(button) {
    const status = button.dataset.status;
    const persona = status === 'approved' ? simulator.chosenPersona(document) : null;
    simulator.setBusy(document, true);
    try {
      await simulator.recordDecision(session, { status, persona: persona && persona.value });
    } catch (error) {
      simulator.say(`Not recorded: ${error.message}`);
      simulator.setBusy(document, false);
      return;
    }
    simulator.say(`Recorded: ${simulator.describe(status, persona)}. Returning to the app with "${button.dataset.value}"…`);
    window.location.assign(button.dataset.next);
  }

  for (const button of document.querySelectorAll('.outcomes button')) {
    button.addEventListener('click', () => void decide(button));
  }
})();
