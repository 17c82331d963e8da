// /smart-id.html, /mobile-id.html: the person's phone. Polls this origin's pending sessions every
// second and keeps each request's element while it stays pending, so a persona choice and the
// keyboard focus survive the refresh.
(() => {
  'use strict';
  const simulator = window.providerSimulator;
  const { method, session: only } = document.body.dataset;
  const list = document.querySelector('[data-testid="requests"]');
  const empty = document.querySelector('[data-testid="empty"]');
  const template = document.getElementById('request-template');
  const heading = document.querySelector('h1');
  const shown = new Map();
  // answered here: never drawn again, even if a poll that started before the answer lists it
  const answered = new Set();
  let timer;
  let polling = false;

  function build(request) {
    const item = template.content.firstElementChild.cloneNode(true);
    item.dataset.session = request.session;
    item.querySelector('[data-field="code"]').textContent = request.code;
    for (const row of item.querySelectorAll('[data-detail]')) {
      const field = row.dataset.detail;
      const value = field === 'purpose' ? request.purpose : request.details[field];
      if (value) row.querySelector('dd').textContent = value;
      else row.remove();
    }
    // one radio group per request
    for (const radio of item.querySelectorAll('input[type="radio"]')) radio.name = `persona-${request.session}`;
    for (const button of item.querySelectorAll('.outcomes button')) {
      button.addEventListener('click', () => void decide(item, request, button));
    }
    return item;
  }

  function draw(requests) {
    const pending = new Set(requests.map((request) => request.session));
    for (const [id, item] of shown) {
      if (!pending.has(id)) {
        item.remove();
        shown.delete(id);
      }
    }
    for (const request of requests) {
      if (shown.has(request.session) || answered.has(request.session)) continue;
      const item = build(request);
      shown.set(request.session, item);
      list.append(item);
    }
    empty.hidden = shown.size > 0;
  }

  async function decide(item, request, button) {
    const status = button.dataset.status;
    const persona = status === 'approved' ? simulator.chosenPersona(item) : null;
    // asked before the buttons are disabled: a disabled button loses focus in browsers
    const hadFocus = item.contains(document.activeElement);
    simulator.setBusy(item, true);
    try {
      await simulator.recordDecision(request.session, { status, persona: persona && persona.value });
    } catch (error) {
      simulator.say(`Request ${request.code} not answered: ${error.message}`);
      simulator.setBusy(item, false);
      return;
    }
    answered.add(request.session);
    item.remove();
    shown.delete(request.session);
    empty.hidden = shown.size > 0;
    // the focused button is gone; keep the keyboard user on the page instead of <body>
    if (hadFocus) heading.focus();
    simulator.say(`Request ${request.code}: ${simulator.describe(status, persona)}.`);
  }

  async function refresh() {
    if (polling) return;
    polling = true;
    try {
      if (only) {
        const request = await simulator.getJson(`/api/sessions/${encodeURIComponent(only)}`);
        draw(request.status === 'pending' ? [request] : []);
        if (request.status !== 'pending') {
          empty.textContent = `This request is answered: ${request.status}.`;
          clearInterval(timer);
        }
      } else {
        draw((await simulator.getJson(`/api/sessions?method=${encodeURIComponent(method)}`)).sessions);
        empty.textContent = 'No waiting requests.';
      }
    } catch (error) {
      empty.hidden = false;
      empty.textContent = `The provider is not answering: ${error.message}`;
    } finally {
      polling = false;
    }
  }

  timer = setInterval(() => void refresh(), 1000);
  void refresh();
})();
