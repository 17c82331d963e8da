import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { LobbyBanner, LobbyGame } from '../../api/endpoints';
import { PageLayout } from '../../ui/page-layout';
import { isPageVisible } from '../content/is-page-visible';
import { useContentViewer } from '../content/use-content-viewer';
import { useLobby } from '../home/use-lobby';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { modalHref } from '../layout/modal-href';

/**
 * The lobby: the page's h1 and lead over the first promotion banner (the hero), the CMS's game
 * tiles, the other banners and how playing here works. Images and their copy come from the CMS
 * (`lobby`); while they load the tiles keep their place, so nothing moves under the pointer.
 */
export const HomePage = observer(function HomePage() {
  const { t } = useTranslation(['shell', 'lobby']);
  const viewer = useContentViewer();
  const lobby = useLobby();
  const localize = useLocalize();
  const desktop = useIsDesktop();
  const location = useLocation();
  const banners = lobby.status === 'ready' ? lobby.lobby.banners.filter((banner) => isPageVisible(banner, viewer)) : [];
  const [hero, ...promotions] = banners;
  const games = lobby.status === 'ready' ? lobby.lobby.games : [];
  const gameType = viewer.loggedIn ? 'real' : 'demo';

  return (
    <PageLayout id="home" title={t('shell:home.title')}>
      <p className="home-hero__lead">{t('shell:home.text')}</p>
      <div className="home-hero__actions">
        {hero && (
          <Link className="button button--primary" to={localize(hero.link)}>
            {hero.cta}
          </Link>
        )}
        {!viewer.loggedIn && (
          <Link className="button" to={modalHref('registration', desktop, location, localize)}>
            {t('lobby:hero.createAccount')}
          </Link>
        )}
      </div>
      <div className="home-hero__art" aria-hidden="true">
        {hero && <img src={hero.image} alt="" width={1200} height={480} />}
      </div>

      <section className="home-section" aria-labelledby="home-games-title">
        <div className="home-section__header">
          <h2 id="home-games-title" className="home-section__title">
            {t('lobby:games.title')}
          </h2>
          <Link className="home-section__more" to={localize('/all-games')}>
            {t('lobby:games.all')}
          </Link>
        </div>
        {lobby.status === 'loading' ? (
          <ul className="game-grid" aria-busy="true" aria-label={t('lobby:games.loading')}>
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="game-tile game-tile--placeholder" />
            ))}
          </ul>
        ) : (
          <ul className="game-grid">
            {games.map((game) => (
              <GameTile key={game.key} game={game} href={localize(`/all-games/${encodeURIComponent(game.key)}/${gameType}`)} />
            ))}
          </ul>
        )}
      </section>

      {promotions.length > 0 && (
        <section className="home-section" aria-labelledby="home-promotions-title">
          <h2 id="home-promotions-title" className="home-section__title">
            {t('lobby:promotions.title')}
          </h2>
          <ul className="promo-grid">
            {promotions.map((banner) => (
              <PromotionCard key={banner.key} banner={banner} href={localize(banner.link)} />
            ))}
          </ul>
        </section>
      )}

      <section className="home-section" aria-labelledby="home-steps-title">
        <h2 id="home-steps-title" className="home-section__title">
          {t('lobby:steps.title')}
        </h2>
        <ol className="steps">
          {(['register', 'limits', 'play'] as const).map((step) => (
            <li key={step} className="steps__item">
              <h3 className="steps__title">{t(`lobby:steps.${step}.title`)}</h3>
              <p className="steps__text">{t(`lobby:steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </PageLayout>
  );
});

function GameTile({ game, href }: { game: LobbyGame; href: string }) {
  const { t } = useTranslation('lobby');
  return (
    <li className="game-tile">
      <Link className="game-tile__link" to={href}>
        <img className="game-tile__image" src={game.image} alt="" width={300} height={400} />
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__provider">{t('games.provider', { provider: game.provider })}</span>
      </Link>
    </li>
  );
}

function PromotionCard({ banner, href }: { banner: LobbyBanner; href: string }) {
  return (
    <li className="promo-card">
      <img className="promo-card__image" src={banner.image} alt="" width={1200} height={480} />
      <div className="promo-card__body">
        <h3 className="promo-card__title">{banner.title}</h3>
        <p className="promo-card__text">{banner.text}</p>
        <Link className="promo-card__link" to={href}>
          {banner.cta}
        </Link>
      </div>
    </li>
  );
}

export default HomePage;
