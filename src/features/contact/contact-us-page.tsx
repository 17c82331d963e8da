import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import flowJson from '../../../flows/contact-us.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { openLiveChat } from '../../ui/open-live-chat';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { contactImplementations } from './contact-implementations';
import { contactProfileData } from './contact-payload';
import { contactScreens, type ContactExtras } from './contact-screens';
import './contact.css';

/**
 * /contact-us for visitors and players (spec 3 §2): the help section (FAQ, chat with support,
 * write to us) and the contact form. A player's names and e-mail come from the profile, locked.
 * What the player typed survives a reload (a draft per visitor or player, never the attachments);
 * Close on the thanks message mounts an empty form.
 */
/** the drafts' slots (session storage `site:draft:<journey>`, cleared at logout) */
const CONTACT_DRAFT_VISITOR = 'contact-us';
const CONTACT_DRAFT_PLAYER = 'contact-us-player';

const ContactUsPage = observer(function ContactUsPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('account');
  const at = useLanguagePath();
  const formArea = useRef<HTMLDivElement>(null);
  const loggedIn = store.session.loggedIn;
  const details = store.player.details;
  const detailsFailed = store.player.error !== null;
  useEffect(() => {
    if (loggedIn) void store.player.loadDetails();
  }, [loggedIn, store]);
  const profileData = useMemo(() => (loggedIn ? contactProfileData(details) : {}), [loggedIn, details]);
  const waiting = loggedIn && details === null && !detailsFailed;
  // each Close on the thanks message starts a new, empty form
  const [round, setRound] = useState(0);
  const extras = useMemo<ContactExtras>(() => ({ startOver: () => setRound((value) => value + 1) }), []);
  const writeToUs = () => {
    const first = formArea.current?.querySelector<HTMLElement>('input:not([disabled]):not([readonly]), select, textarea');
    first?.focus();
  };
  return (
    <PageLayout id="contact-us" title={t('contact.title')}>
      <section className="contact__help" aria-labelledby="contact-help-title">
        <h2 id="contact-help-title">{t('contact.helpTitle')}</h2>
        <p>{t('contact.helpIntro')}</p>
        <ul className="contact__help-links">
          <li>
            <Link className="button button--ghost" to={at('/faq')}>
              {t('contact.faq')}
            </Link>
          </li>
          <li>
            <button type="button" className="button button--ghost" onClick={() => openLiveChat()}>
              {t('contact.chat')}
            </button>
          </li>
          <li>
            <button type="button" className="button button--ghost" onClick={writeToUs}>
              {t('contact.write')}
            </button>
          </li>
        </ul>
      </section>
      <div ref={formArea} id="contact-form">
        {waiting ? (
          <p role="status" aria-busy="true">
            {t('loading')}
          </p>
        ) : (
          <FlowHost
            key={`${loggedIn ? `player-${details?.publicUserId ?? 'unknown'}` : 'visitor'}-${round}`}
            flow={flowJson}
            implementations={() => contactImplementations(store.api)}
            screens={contactScreens}
            extras={extras}
            // a visitor's draft is not shown to the player they log in as: the locked fields must show the profile
            draft={{ journey: loggedIn ? CONTACT_DRAFT_PLAYER : CONTACT_DRAFT_VISITOR, form: 'contact-us' }}
            store={store}
            input={{ data: { ...profileData }, profileData, readonlyFields: Object.keys(profileData) }}
            className="contact"
          />
        )}
      </div>
    </PageLayout>
  );
});

export default ContactUsPage;
