/*
 * Stand-in for a third-party analytics tag, loaded only with analytics consent
 * (public/cms/cookieSettings.json): it sets the cookie its category names and marks itself loaded.
 */
(function () {
  'use strict';
  document.cookie = '_ga=GA1.1.offline; path=/; max-age=31536000; SameSite=Lax';
  document.documentElement.setAttribute('data-analytics-loaded', 'true');
})();
