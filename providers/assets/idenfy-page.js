// /idenfy.html: the iDenfy identity verification in the app's frame. Records the tester's
// decision, then posts what iDenfy posts to the framing window — {status, manualStatus} — only
// ever at the returnOrigin the server validated. iDenfy cannot echo a channel nonce, so none is
// sent; the app trusts the frame's origin and window instead. "Send no status" posts both empty
// (an unfinished verification), which the app ignores.
(() => {
  'use strict';
  const simulator = window.providerSimulator;
  const { session, returnOrigin } = document.body.dataset;
  /** the manual review status iDenfy reports with each automatic status */
  const MANUAL_STATUS = { approved: 'waiting', failed: 'failed', cancelled: '', expired: '' };

  function post(status, manualStatus, recorded) {
    const target = simulator.appWindow();
    if (!target || !returnOrigin) {
      simulator.say(`${recorded}No app window to report to.`);
      return;
    }
    target.postMessage({ status, manualStatus }, returnOrigin);
    simulator.say(`${recorded}Sent status "${status}", manual status "${manualStatus}" to ${returnOrigin}.`);
  }

  async function decide(button) {
    const status = button.dataset.status;
    const value = button.dataset.value;
    const persona = status === 'approved' ? simulator.chosenPersona(document) : null;
    simulator.setBusy(document, true);
    try {
      await simulator.recordDecision(session, { status, persona: persona && persona.value });
    } catch (error) {
      simulator.say(`Not recorded: ${error.message}`);
      simulator.setBusy(document, false);
      return;
    }
    post(value, MANUAL_STATUS[value] ?? '', `Recorded: ${simulator.describe(status, persona)}. `);
  }

  const outcomes = document.querySelector('.outcomes');
  for (const button of outcomes.querySelectorAll('button')) {
    button.addEventListener('click', () => void decide(button));
  }
  // an unfinished verification: nothing is recorded, both statuses are empty
  const empty = document.createElement('button');
  empty.type = 'button';
  empty.textContent = 'Send no status';
  empty.addEventListener('click', () => post('', '', ''));
  outcomes.appendChild(empty);
})();
