import type { RouteEntry } from './route-entry';

/**
 * Every route of the site besides home and the not-found / content-page fallback, with its access
 * rule (spec 1 §2 and §6, spec 2 §2, spec 3 §2 and §6); each is served under each language
 * prefix. Keep this module free of value imports: the content check reads it in node to prove that
 * redirect and menu targets exist.
 */
export const routeTable: readonly RouteEntry[] = [
  // access (spec 1 §2)
  { path: '/login', access: 'loggedOut', modal: 'login' },
  { path: '/registration', access: 'loggedOut', modal: 'registration' },
  { path: '/forgot-password', access: 'loggedOut', modal: 'forgot-password' },
  // the poker platform's login: the same login, the body carries the poker-app marker
  { path: '/poker-login', access: 'loggedOut', modal: 'login' },
  { path: '/forgot-password/reset/:activationCode', access: 'loggedOut', page: () => import('../../features/password/reset-password-page') },
  { path: '/activation/:code', access: 'loggedOut', page: () => import('../pages/activation-page') },
  { path: '/logout', access: 'loggedIn', page: () => import('../pages/logout-page') },
  { path: '/blocked', access: 'all', page: () => import('../pages/blocked-page') },

  // content pages with a fixed address (spec 1 §2, spec 3 §2); any other CMS key is served by the fallback
  { path: '/support', access: 'all', content: 'support' },
  // the contact form for visitors and players (issue 16 §2): src/features/contact
  { path: '/contact-us', access: 'all', page: () => import('../../features/contact/contact-us-page') },
  { path: '/terms-conditions', access: 'all', content: 'terms-conditions' },
  { path: '/privacy-policy', access: 'all', content: 'privacy-policy' },

  // games (spec 1 §2, §9): home lists them; /live only when live groups exist
  { path: '/live', access: 'all', page: () => import('../../features/games/live-casino-page') },
  { path: '/live/group/:group', access: 'all', page: () => import('../../features/games/live-casino-page') },
  { path: '/all-games', access: 'all', page: () => import('../../features/games/all-games-page') },
  { path: '/all-games/:game/:type', access: 'all', page: () => import('../../features/games/game-page') },
  { path: '/group/:group', access: 'all', page: () => import('../../features/games/all-games-page') },
  // the player's favourite games, marked with the star on a lobby tile (issue 17 §4)
  { path: '/favourite-games', access: 'loggedIn', page: () => import('../../features/games/favourite-games-page') },
  // the platform's running and upcoming casino tournaments (spec 1 §2 menu "Tournaments")
  { path: '/tournaments', access: 'all', page: () => import('../../features/games/tournaments-page') },
  // the player's unfinished real-money rounds with Resume (issue 17 §4)
  { path: '/pending-rounds', access: 'loggedIn', page: () => import('../../features/games/pending-rounds-page') },
  // the sports-betting providers, each with Betting and Bet history (spec 1 §2 menu "Sports", spec 3 §5 age)
  { path: '/sports', access: 'all', page: () => import('../../features/games/sports-index-page') },
  { path: '/sports/:provider', access: 'all', page: () => import('../../features/games/sports-betting-page') },
  { path: '/sports/:provider/history', access: 'loggedIn', page: () => import('../../features/games/sports-history-page') },

  // cashier (spec 2 §2)
  // the cashier's deposit page behind the Swedish limits-before-deposit gate (src/app/journeys/deposit-journey.tsx); open to
  // visitors too: where pay-and-play is allowed they deposit with it (spec 2 §1), others get the authorization-required page
  // (or the pay-and-play country warning) from the journey
  { path: '/payment/deposit', access: 'all', page: () => import('../journeys/deposit-journey') },
  // the cashier's withdrawal page (issue 12)
  { path: '/payment/withdrawal', access: 'loggedIn', page: () => import('../../features/cashier/withdrawal-page') },
  // continue play (issue 12)
  { path: '/payment/continue-play', access: 'loggedIn', page: () => import('../../features/cashier/continue-play-page') },

  // account and verification (spec 1 §2, spec 3 §4)
  { path: '/my/profile', access: 'loggedIn', page: () => import('../../features/account/profile-page') },
  { path: '/my/change-password', access: 'loggedIn', page: () => import('../../features/password/change-password-page') },
  { path: '/my/profile-account', access: 'loggedIn', page: () => import('../../features/account/profile-account-page') },
  { path: '/my/profile-close', access: 'loggedIn', page: () => import('../../features/account/profile-close-page') },
  { path: '/my/activity', access: 'loggedIn', page: () => import('../../features/account/activity-page') },
  { path: '/my/payment-details', access: 'loggedIn', page: () => import('../../features/account/payment-details-page') },
  // open to visitors too: Smart-ID, Mobile-ID and Idenfy verification are offered only to visitors (spec 1 §6); the
  // page shows the authorization-required page to a visitor without any method (src/app/journeys/verification-page.tsx)
  { path: '/my/verification', access: 'all', page: () => import('../journeys/verification-page') },
  // documents (issue 14): src/features/documents
  { path: '/my/sof-validation', access: 'loggedIn', page: () => import('../../features/documents/source-of-funds-page') },
  { path: '/my/documents', access: 'loggedIn', page: () => import('../../features/documents/documents-page') },
  // the documents page with the verification feature's automatic providers, composed by the app
  { path: '/my/account-validation', access: 'loggedIn', page: () => import('../journeys/account-validation-journey') },

  // responsible gambling (spec 3 §2): /my/limits/{type} is where "/my/limits/" (deposit limits) lives
  { path: '/my/limits', access: 'loggedIn', page: () => import('../../features/limits/limits-page') },
  { path: '/my/limits/:type', access: 'loggedIn', page: () => import('../../features/limits/limit-type-page') },
  { path: '/my/time-out', access: 'loggedIn', page: () => import('../../features/limits/time-out-page') },
  { path: '/my/self-exclusion', access: 'loggedIn', page: () => import('../../features/limits/self-exclusion-page') },
  { path: '/my/questionnaire', access: 'loggedIn', page: () => import('../../features/limits/questionnaire-page') },

  // transactions (game, deposit, withdrawal, promo, free-rounds, betting), bonuses and campaigns
  { path: '/my/transactions/:type', access: 'loggedIn', page: () => import('../../features/account/transactions-page') },
  { path: '/my/current-bonuses', access: 'loggedIn', page: () => import('../../features/bonuses/current-bonuses-page') },
  { path: '/my/available-bonuses', access: 'loggedIn', page: () => import('../../features/bonuses/available-bonuses-page') },
  { path: '/my/campaigns/promotions', access: 'loggedIn', page: () => import('../../features/bonuses/promotions-page') },
  { path: '/my/campaigns/loyalty', access: 'loggedIn', page: () => import('../../features/bonuses/loyalty-page') },
  { path: '/promotions', access: 'all', page: () => import('../../features/bonuses/promotions-page') },

  // every other /my/ path needs login too (spec 3 §6); a player gets the not-found page
  { path: '/my/*', access: 'loggedIn', page: () => import('../pages/not-found-page') },
];
