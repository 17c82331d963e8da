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

type BannerCopy = Pick<LobbyContent['banners'][number], 'title' | 'text' | 'cta'>;

/**
 * The CMS's copy of the banners in the other languages the site serves (a CMS keeps copy per
 * language; before this the Hungarian and Swedish lobby showed the English "Browse the games").
 */
const BANNER_COPY: Readonly<Record<string, Readonly<Record<string, BannerCopy>>>> = {
  hu: {
    welcome: {
      title: 'Üdvözöljük az asztalnál',
      text: 'Nyerőgépek, élő kaszinó és asztali játékok egy fiókban. Bármelyik játékot kipróbálhatja ingyen, mielőtt valódi pénzben játszana.',
      cta: 'Játékok böngészése',
    },
    'live-casino': {
      title: 'Élő asztalok, valódi osztók',
      text: 'Rulett, blackjack és baccarat a stúdióinkból, éjjel-nappal.',
      cta: 'Irány az élő kaszinó',
    },
    'new-games': {
      title: 'Minden héten új játékok',
      text: 'Friss nyerőgépek és jackpotjátékok minden csütörtökön.',
      cta: 'Az új nyerőgépek',
    },
  },
  sv: {
    welcome: {
      title: 'Välkommen till bordet',
      text: 'Slots, livecasino och bordsspel på ett konto. Prova vilket spel som helst gratis innan du spelar på riktigt.',
      cta: 'Bläddra bland spelen',
    },
    'live-casino': {
      title: 'Livebord, riktiga dealers',
      text: 'Roulette, blackjack och baccarat från våra studior, dygnet runt.',
      cta: 'Besök livecasinot',
    },
    'new-games': {
      title: 'Nya spel varje vecka',
      text: 'Nya slots och jackpottspel från våra studior varje torsdag.',
      cta: 'Se de nya slotsen',
    },
  },
};

/** The lobby in `lang` (the CMS's copy for that language; English where it has none). */
export function cmsLobbyIn(lang: string): LobbyContent {
  const copy = BANNER_COPY[lang];
  if (!copy) return CMS_LOBBY;
  return { ...CMS_LOBBY, banners: CMS_LOBBY.banners.map((banner) => ({ ...banner, ...copy[banner.key] })) };
}
