/*
 * Stand-in for a third-party marketing pixel, loaded only with marketing consent
 * (public/cms/cookieSettings.json): it sets the cookie its category names and marks itself loaded.
 */
(function () {
  'use strict';
  document.cookie = '_fbp=fb.1.offline; path=/; max-age=7776000; SameSite=Lax';
  document.documentElement.setAttribute('data-marketing-loaded', 'true');
})();
