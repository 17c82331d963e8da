import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isPageVisible } from '../content/is-page-visible';
import { paymentLogos } from '../home/payment-logos';
import { readResponsibleGambling } from '../home/responsible-gambling';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { LanguageSwitch } from './language-switch';

/**
 * Spec 3 §2 footer: the information pages, the market's licence and responsible-gambling badges
 * (minimum age `fe.playerAgeLimit.min`, regulator and helplines `fe.responsibleGambling`), the
 * payment-method logos (`fe.paymentLogos`) and the language switch — all from the served settings.
 */
export const Footer = observer(function Footer() {
  const { t } = useTranslation(['shell', 'footer']);
  const { session, boot, settings } = useRootStore();
  const localize = useLocalize();
  const pages = boot.pages.filter((page) => isPageVisible(page, session.loggedIn));
  const safer = readResponsibleGambling(settings.feValue('responsibleGambling'));
  const minAge = settings.feValue('playerAgeLimit.min');
  const age = typeof minAge === 'number' && minAge > 0 ? minAge : 18;
  const logos = paymentLogos(settings.feValue('paymentLogos'));
  const newTab = <span className="visually-hidden"> {t('footer:safer.newTab')}</span>;

  return (
    <footer className="footer">
      <div className="footer__brand">
        <img className="footer__logo" src="/brand/logo.svg" alt={t('footer:logo')} width={160} height={40} />
        <p className="footer__tagline">{t('footer:tagline')}</p>
      </div>
      {pages.length > 0 && (
        <nav aria-label={t('shell:footer.navigation')}>
          <ul className="footer__links">
            {pages.map((page) => (
              <li key={page.key}>
                <Link to={localize(`/${page.key}`)}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section className="footer__safer" aria-labelledby="footer-safer-title">
        <h2 id="footer-safer-title" className="footer__title">
          {t('footer:safer.title')}
        </h2>
        <div className="footer__badges">
          <p className="footer__age">
            <span className="age-badge" aria-hidden="true">
              {t('footer:safer.age', { age })}
            </span>
            <span>{t('footer:safer.ageText', { age })}</span>
          </p>
          {safer && (
            <p className="footer__regulator">
              <span className="regulator-badge" aria-hidden="true">
                {safer.regulator.shortName}
              </span>
              <span>
                {t('footer:safer.regulator')}{' '}
                <a href={safer.regulator.url} target="_blank" rel="noopener noreferrer">
                  {safer.regulator.name}
                  {newTab}
                </a>
                {safer.regulator.licenceNumber && <> · {t('footer:safer.licence', { number: safer.regulator.licenceNumber })}</>}
              </span>
            </p>
          )}
        </div>
        {safer && safer.helplines.length > 0 && (
          <div className="footer__help">
            <span>{t('footer:safer.help')}</span>
            <ul className="footer__helplines">
              {safer.helplines.map((line) => (
                <li key={line.name}>
                  <a href={line.url} target="_blank" rel="noopener noreferrer">
                    {line.name}
                    {newTab}
                  </a>
                  {line.phone && (
                    <>
                      {' '}
                      <a className="footer__phone" href={`tel:${line.phone.replace(/[^0-9+]/g, '')}`}>
                        {line.phone}
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {logos.length > 0 && (
        <section className="footer__payments" aria-labelledby="footer-payments-title">
          <h2 id="footer-payments-title" className="footer__title">
            {t('footer:payments.title')}
          </h2>
          <ul className="payment-logos">
            {logos.map((logo) => (
              <li key={logo.id}>
                <img src={logo.src} alt={logo.name} width={72} height={44} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="footer__bottom">
        <LanguageSwitch />
      </div>
    </footer>
  );
});
