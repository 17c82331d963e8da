import type { LobbyContent } from '../../api/endpoints';

/**
 * The simulated CMS's lobby (content, not UI text): promotion banners and game tiles whose
 * images are same-origin SVG files under public/cms/ (the CSP allows `img-src 'self'` only).
 * Game names and providers are fictional; every tile's game opens /all-games/:game/:type and
 * every banner links to a route of the route table, so nothing here is a dead link. The games
 * and promotions areas read the same list when they land.
 */
export const CMS_LOBBY: LobbyContent = {
  banners: [
    {
      key: 'welcome',
      title: 'Welcome to the table',
      text: 'Slots, live casino and table games in one account. Try any game for fun before you play for real.',
      image: '/cms/promotions/welcome.svg',
      link: '/all-games',
      cta: 'Browse the games',
    },
    {
      key: 'live-casino',
      title: 'Live tables, real dealers',
      text: 'Roulette, blackjack and baccarat streamed from our studios, day and night.',
      image: '/cms/promotions/live-casino.svg',
      link: '/live',
      cta: 'Visit the live casino',
    },
    {
      key: 'new-games',
      title: 'New games every week',
      text: 'Fresh slots and jackpot games from our studios every Thursday.',
      image: '/cms/promotions/new-games.svg',
      link: '/group/slots',
      cta: 'See the new slots',
    },
  ],
  games: [
    { key: 'golden-cherries', name: 'Golden Cherries', provider: 'Northlight Studios', group: 'slots', image: '/cms/games/golden-cherries.svg' },
    { key: 'pharaohs-book', name: "Pharaoh's Book", provider: 'Sandstone Gaming', group: 'slots', image: '/cms/games/pharaohs-book.svg' },
    { key: 'royal-roulette', name: 'Royal Roulette', provider: 'Crownline Live', group: 'roulette', image: '/cms/games/royal-roulette.svg' },
    { key: 'blackjack-classic', name: 'Blackjack Classic', provider: 'Crownline Live', group: 'table-games', image: '/cms/games/blackjack-classic.svg' },
    { key: 'gem-cascade', name: 'Gem Cascade', provider: 'Northlight Studios', group: 'slots', image: '/cms/games/gem-cascade.svg' },
    { key: 'fortune-wheel-jackpot', name: 'Fortune Wheel Jackpot', provider: 'Sandstone Gaming', group: 'jackpot-games', image: '/cms/games/fortune-wheel-jackpot.svg' },
    { key: 'lucky-sevens', name: 'Lucky Sevens', provider: 'Redline Reels', group: 'most-popular', image: '/cms/games/lucky-sevens.svg' },
    { key: 'baccarat-squeeze', name: 'Baccarat Squeeze', provider: 'Crownline Live', group: 'baccarat', image: '/cms/games/baccarat-squeeze.svg' },
  ],
};
