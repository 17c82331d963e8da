import type { CmsPage } from '../../api/endpoints';

/** The general alarm banner's text (spec 3 §2), served only on request: see alarmRequested. */
const GENERAL_ALARM: CmsPage = {
  key: 'general-alarm',
  title: 'General alarm',
  body: 'Planned maintenance on Sunday from 02:00 to 04:00 CET: some games may be unavailable. [Details](/support::scrollTo=main)',
};

/**
 * QA input `?alarm=1` (`?alarm=0` turns it off), kept for the tab like `?market=`: the mock
 * platform runs in the page, so this module loads once per page load, with that page's query.
 */
function alarmRequested(): boolean {
  if (typeof window === 'undefined' || typeof window.sessionStorage === 'undefined') return false;
  const key = 'mock-platform:alarm';
  const requested = new URLSearchParams(window.location.search).get('alarm');
  if (requested !== null) window.sessionStorage.setItem(key, requested === '0' ? '0' : '1');
  return window.sessionStorage.getItem(key) === '1';
}

/**
 * The simulated CMS's pages (content, not UI text). `about-us` deliberately carries markup a
 * sanitiser must remove (script, event handler, javascript: link); the marker pages exercise
 * visibility rules (spec 1 §6).
 */
export const CMS_PAGES: readonly CmsPage[] = [
  {
    key: 'support',
    title: 'Support',
    body: '## How can we help?\n\nRead the [FAQ](/faq) or [contact us](/contact-us::scroll=form).\n\nOur team answers every day from 8:00 to 24:00.',
  },
  {
    key: 'terms-conditions',
    title: 'Terms and Conditions',
    body: '## 1. General\n\nBy registering you accept these terms.\n\n## 2. Accounts\n\nOne account per player. You must be of legal age.',
  },
  {
    key: 'privacy-policy',
    title: 'Privacy Policy',
    body: '## Your data\n\nWe process your personal data to run your account and to meet our legal duties.',
  },
  {
    key: 'responsible-gambling',
    title: 'Responsible Gambling',
    body: 'Set limits in [Limits](/my/limits). Independent help: [BeGambleAware](https://www.begambleaware.org).',
  },
  {
    key: 'about-us',
    title: 'About us',
    body: [
      'We have run online games since 2010.',
      '',
      '<script>window.__cmsInjected = true</script>',
      '<img src="x" onerror="window.__cmsInjected = true">',
      '',
      '[A link that must not survive](javascript:window.__cmsInjected=true)',
      '[Our licence](https://example.com/licence)',
    ].join('\n'),
  },
  // its promotions link is plain text under Swedish rules (spec 3 §2; `?market=SWE`)
  { key: 'welcome-offer', title: 'Welcome offer', body: 'Join today and claim your welcome bonus: see [our promotions](/promotions).', markers: ['prelogin'] },
  { key: 'vip-lounge', title: 'VIP lounge', body: 'Thank you for playing with us.', markers: ['postlogin'] },
  { key: 'high-rollers', title: 'High rollers', body: 'Members of the VIP group only.', markers: ['VIP'] },
  { key: 'draft-page', title: 'Draft', body: 'Not published.', markers: ['none'] },
  // the FAQ the contact page's help section links to (spec 3 §2 "Help section (FAQ link, …)")
  {
    key: 'faq',
    title: 'FAQ',
    body: [
      '## How long does a withdrawal take?',
      '',
      'Most withdrawals are paid within one to three bank days after approval.',
      '',
      '## How do I verify my account?',
      '',
      'Upload your documents under My account, or [write to us](/contact-us) with the subject Validation.',
    ].join('\n'),
  },
  ...(alarmRequested() ? [GENERAL_ALARM] : []),
];
