import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { useLanguagePath } from '../../ui/use-language-path';

type Props = FlowScreenProps<{ playerId: string }, undefined>;

function SessionTimeQuestion({ send, meta }: Props) {
  const { t } = useTranslation('games');
  return (
    <div>
      <h2 id="session-time-title">{t('sessionTime.title')}</h2>
      <p>{t('sessionTime.text')}</p>
      <div className="game-dialog__actions">
        <button type="button" className="button button--primary" disabled={meta.busy === true} onClick={() => send({ type: 'CONFIRM' })}>
          {t('sessionTime.confirm')}
        </button>
        <button type="button" className="button" disabled={meta.busy === true} onClick={() => send({ type: 'DECLINE' })}>
          {t('sessionTime.decline')}
        </button>
      </div>
    </div>
  );
}

/** The help the player gets after declining (spec 3 §4: declining starts the help dialog flow). */
function SessionTimeHelp({ send }: Props) {
  const { t } = useTranslation('games');
  const at = useLanguagePath();
  return (
    <div>
      <h2 id="session-time-title">{t('sessionTime.helpTitle')}</h2>
      <p>{t('sessionTime.helpText')}</p>
      <ul>
        <li>
          <Link to={at('/my/limits')}>{t('sessionTime.helpLimits')}</Link>
        </li>
        <li>
          <Link to={at('/my/time-out')}>{t('sessionTime.helpTimeOut')}</Link>
        </li>
        <li>
          <Link to={at('/support')}>{t('sessionTime.helpSupport')}</Link>
        </li>
      </ul>
      <div className="game-dialog__actions">
        <button type="button" className="button" onClick={() => send({ type: 'CLOSE' })}>
          {t('sessionTime.close')}
        </button>
      </div>
    </div>
  );
}

export const sessionTimeScreens: FlowScreenRegistry<{ playerId: string }, undefined> = {
  sessionTimeQuestion: SessionTimeQuestion,
  sessionTimeHelp: SessionTimeHelp,
};
