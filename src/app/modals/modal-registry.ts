import type { ModalEntry } from './modal-entry';

/**
 * Modals opened with `?modal=<name>` (spec 1 §2). Features add their content here:
 *   login: { ..., load: () => import('../journeys/login-modal') }
 * The module's default export receives ModalContentProps.
 */
export const modalRegistry = {
  login: {
    title: 'shell:modal.titles.login',
    access: 'loggedOut',
    mobilePath: '/login',
    load: () => import('../journeys/login-modal'),
  },
  registration: {
    title: 'shell:modal.titles.registration',
    access: 'loggedOut',
    mobilePath: '/registration',
    finishesAfterLogin: true,
    load: () => import('../journeys/registration-modal'),
  },
  'forgot-password': {
    title: 'shell:modal.titles.forgot-password',
    access: 'loggedOut',
    mobilePath: '/forgot-password',
    load: () => import('../../features/password/forgot-password-modal'),
  },
  // phone and e-mail verification (spec 1 §2); a dialog on every screen size
  verification: {
    title: 'verification:contact.modalTitle',
    access: 'loggedIn',
    mobilePath: undefined,
    params: ['channel'],
    load: () => import('../../features/verification/verification-modal'),
  },
  // the anti-money-laundering questionnaire (spec 1 §2); `&from=withdrawal` is the entry of withdrawal error 138
  'aml-questionnaire': {
    title: 'verification:aml.title',
    access: 'loggedIn',
    mobilePath: undefined,
    params: ['from'],
    load: () => import('../../features/verification/aml-questionnaire-modal'),
  },
  // the cumulative deposit-limit form (spec 3 §2, issue 17); its parameter is cleared once a limit is set
  'deposit-limit': {
    title: 'limits:cumulative.title',
    access: 'loggedIn',
    mobilePath: undefined,
    load: () => import('../../features/limits/deposit-limit-modal'),
  },
  // missing profile data before a deposit, withdrawal, game or bingo (spec 3 §2, issue 16 §1): `&type=deposit|withdrawal|game|bingo`
  prefill: {
    title: 'account:prefill.title',
    access: 'loggedIn',
    mobilePath: undefined,
    params: ['type'],
    load: () => import('../../features/account/prefill-modal'),
  },
  // the IBAN verification a withdrawal answered with 284 starts (spec 2 §8, issue 12): details, document, waiting approval
  'iban-verification': {
    title: 'cashier:withdrawal.ibanTitle',
    access: 'loggedIn',
    mobilePath: undefined,
    load: () => import('../../features/cashier/iban-verification-modal'),
  },
  // a stored payment detail blocked by document, validated with a document: withdrawal error 259 (spec 2 §1, §8)
  'payment-details-validation': {
    title: 'cashier:withdrawal.detailsCheck.title',
    access: 'loggedIn',
    mobilePath: undefined,
    load: () => import('../../features/cashier/payment-details-validation-modal'),
  },
  // the player-affordability form a deposit answered with 253 opens (spec 2 §2, §8, issue 11): the market's fields, Save
  'player-affordability': {
    title: 'cashier:affordability.title',
    access: 'loggedIn',
    mobilePath: undefined,
    load: () => import('../../features/cashier/player-affordability-modal'),
  },
  // the contract of a payment method with depositAgreement, over the deposit (spec 2 §2, §3, §6, issue 11)
  'contract-signing': {
    title: 'cashier:contract.title',
    access: 'loggedIn',
    mobilePath: undefined,
    load: () => import('../../features/cashier/contract-signing-modal'),
  },
  // the settings menu's cookies-policy item (spec 3 §6); a dialog on every screen size
  'cookie-policy': {
    title: 'cookies:policy.title',
    access: 'all',
    mobilePath: undefined,
    load: () => import('../cookies/cookie-policy-modal'),
  },
} satisfies Record<string, ModalEntry>;

export type ModalName = keyof typeof modalRegistry;

export function isModalName(value: string | null): value is ModalName {
  return value !== null && Object.hasOwn(modalRegistry, value);
}
