// Posts the tester's choice to the app window, only ever to the origin the server validated.
(function () {
  'use strict';
  var body = document.body;
  var returnOrigin = body.getAttribute('data-return-origin');
  var payload = JSON.parse(body.getAttribute('data-payload') || '{}');
  var status = document.querySelector('[data-testid="status"]');
  var target = window.opener || (window.parent !== window ? window.parent : null);

  function say(text) {
    if (status) status.textContent = text;
  }

  document.querySelectorAll('button[data-value]').forEach(function (button) {
    button.addEventListener('click', function () {
      var value = button.getAttribute('data-value');
      if (!target || !returnOrigin) {
        say('No app window to report to.');
        return;
      }
      var message = Object.assign({}, payload, { value: value });
      target.postMessage(message, returnOrigin);
      say('Sent "' + value + '" to ' + returnOrigin + '.');
    });
  });
})();
