import type { CatalogueGame } from '../../../api/endpoints';

/**
 * The simulated platform's game catalogue (content, not UI text): fictional games and studios,
 * images under public/cms/games/. Groups are the game menu's keys (GAME_MENU): the casino groups
 * Home, Most Popular, Slots, Jackpot games, Table games, Test and the live groups. It holds one
 * of each special id the front end must recognise (spec 3 §9): a betting game (250002–250019)
 * and bingo (540001); `out-of-order-reels` is disabled (132), the live games are real money only.
 */
export const GAME_CATALOGUE: readonly CatalogueGame[] = [
  { id: 1001, key: 'golden-cherries', name: 'Golden Cherries', provider: 'Northlight Studios', image: '/cms/games/golden-cherries.svg', groups: ['home', 'slots', 'most-popular'], live: false, demo: true },
  { id: 1002, key: 'pharaohs-book', name: "Pharaoh's Book", provider: 'Sandstone Gaming', image: '/cms/games/pharaohs-book.svg', groups: ['home', 'slots'], live: false, demo: true },
  { id: 1003, key: 'gem-cascade', name: 'Gem Cascade', provider: 'Northlight Studios', image: '/cms/games/gem-cascade.svg', groups: ['slots', 'most-popular'], live: false, demo: true },
  { id: 1004, key: 'lucky-sevens', name: 'Lucky Sevens', provider: 'Redline Reels', image: '/cms/games/lucky-sevens.svg', groups: ['home', 'most-popular', 'slots'], live: false, demo: true },
  { id: 1005, key: 'fortune-wheel-jackpot', name: 'Fortune Wheel Jackpot', provider: 'Sandstone Gaming', image: '/cms/games/fortune-wheel-jackpot.svg', groups: ['jackpot-games', 'home'], live: false, demo: true },
  { id: 1006, key: 'mega-vault-jackpot', name: 'Mega Vault Jackpot', provider: 'Redline Reels', image: '/cms/games/mega-vault-jackpot.svg', groups: ['jackpot-games'], live: false, demo: false },
  { id: 1007, key: 'blackjack-classic', name: 'Blackjack Classic', provider: 'Crownline Live', image: '/cms/games/blackjack-classic.svg', groups: ['table-games', 'most-popular'], live: false, demo: true },
  { id: 1008, key: 'european-roulette', name: 'European Roulette', provider: 'Northlight Studios', image: '/cms/games/european-roulette.svg', groups: ['table-games'], live: false, demo: true },
  { id: 1009, key: 'out-of-order-reels', name: 'Out of Order Reels', provider: 'Redline Reels', image: '/cms/games/out-of-order-reels.svg', groups: ['test'], live: false, demo: true },
  { id: 2001, key: 'royal-roulette', name: 'Royal Roulette', provider: 'Crownline Live', image: '/cms/games/royal-roulette.svg', groups: ['roulette', 'all'], live: true, demo: false },
  { id: 2002, key: 'baccarat-squeeze', name: 'Baccarat Squeeze', provider: 'Crownline Live', image: '/cms/games/baccarat-squeeze.svg', groups: ['baccarat', 'all'], live: true, demo: false },
  { id: 2003, key: 'live-blackjack-vip', name: 'Live Blackjack VIP', provider: 'Crownline Live', image: '/cms/games/live-blackjack-vip.svg', groups: ['live-blackjack', 'all'], live: true, demo: false },
  { id: 2004, key: 'casino-holdem-live', name: "Casino Hold'em Live", provider: 'Crownline Live', image: '/cms/games/casino-holdem-live.svg', groups: ['poker', 'all'], live: true, demo: false },
  { id: 250005, key: 'virtual-football', name: 'Virtual Football', provider: 'Kickline Virtuals', image: '/cms/games/virtual-football.svg', groups: ['test'], live: false, demo: false },
  { id: 540001, key: 'bingo-hall', name: 'Bingo Hall', provider: 'Northlight Studios', image: '/cms/games/bingo-hall.svg', groups: ['home', 'test'], live: false, demo: false },
];

/** Games that answer 132 (disabled) when started. */
export const DISABLED_GAMES: ReadonlySet<string> = new Set(['out-of-order-reels']);
