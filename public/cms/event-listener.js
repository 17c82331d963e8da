/*
 * The operator's event-listener script (content-managed, served from our own origin so the
 * CSP stays `script-src 'self'`). The site announces what happens as window CustomEvents named
 * "site:…"; this script is where the operator reacts to them (open a chat window, fire a tag).
 * Offline it keeps a log of what it heard in window.__cmsEventLog.
 */
(function () {
  'use strict';
  var EVENTS = ['site:open-live-chat', 'site:open-cookie-consent', 'site:logged-in', 'site:logged-out'];
  var log = [];
  Object.defineProperty(window, '__cmsEventLog', { value: log, configurable: false, writable: false });
  EVENTS.forEach(function (name) {
    window.addEventListener(name, function (event) {
      var detail = event && event.detail && typeof event.detail === 'object' ? event.detail : {};
      log.push({ type: name, at: new Date().toISOString(), source: typeof detail.source === 'string' ? detail.source : '' });
    });
  });
  document.documentElement.setAttribute('data-cms-event-listener', 'ready');
})();
