import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { useLanguagePath } from '../../ui/use-language-path';
import type { AccountClosureContext } from './account-closure-context';
import { exclusionProvidersOf } from './exclusion-providers';

type Props = FlowScreenProps<AccountClosureContext, undefined>;

/** Self-exclusion: the national exclusion registers of the market (fe.exclusionProviders), by their provider code. */
const Providers = observer(function Providers({ context, store }: Props) {
  const { t } = useTranslation(['limits', 'errors']);
  if (context.kind !== 'selfExclusion') return null;
  const providers = exclusionProvidersOf(store.settings.feValue('exclusionProviders'));
  if (providers.length === 0) return null;
  return (
    <div className="closure__providers">
      <h2>{t('limits:selfExclusion.providersTitle')}</h2>
      <ul>
        {providers.map((provider) => (
          <li key={provider.code}>
            <a href={provider.url} target="_blank" rel="noopener noreferrer">
              {t(`errors:provider.${provider.code}`)}
              <span className="visually-hidden"> {t('limits:selfExclusion.newTab')}</span>
            </a>{' '}
            {t('limits:selfExclusion.providerText')}
          </li>
        ))}
      </ul>
    </div>
  );
});

function periodText(context: AccountClosureContext, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (context.kind === 'timeOut') return t('limits:timeOut.confirmText', { period: t(`limits:timeOut.options.${String(context.data.days)}`) });
  if (context.data.months === 'permanent') return t('limits:selfExclusion.confirmPermanent');
  return t('limits:selfExclusion.confirmText', { period: t(`limits:selfExclusion.options.${String(context.data.months)}`) });
}

/** What will happen, asked once more: the account closes at once and cannot be reopened before the end. */
function ConfirmClosure({ context, meta, send }: Props) {
  const { t } = useTranslation();
  const busy = meta.busy === true;
  return (
    <div className="closure__confirm">
      <h2>{t('limits:closure.confirmTitle')}</h2>
      <p>{periodText(context, t)}</p>
      <p>{t('limits:closure.logoutNote')}</p>
      <div className="closure__buttons">
        <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'CONFIRM' })}>
          {t(context.kind === 'timeOut' ? 'limits:timeOut.submit' : 'limits:selfExclusion.submit')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => send({ type: 'BACK' })}>
          {t('limits:closure.back')}
        </button>
      </div>
    </div>
  );
}

/** Done: until when the account is closed (or that it is closed permanently); the platform has ended the session, Log out ends it here and goes home. */
function Closed({ context, send }: Props) {
  const { t } = useTranslation('limits');
  const navigate = useNavigate();
  const at = useLanguagePath();
  const until = context.closedUntil;
  return (
    <div className="closure__done">
      <p role="status">{until ? t('closure.closedUntil', { until: new Date(until) }) : t('closure.closedPermanently')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          send({ type: 'LOG_OUT' });
          void navigate(at('/'));
        }}
      >
        {t('closure.logOut')}
      </button>
    </div>
  );
}

/** The screens flows/account-closure.flow.json names. */
export const accountClosureScreens: FlowScreenRegistry<AccountClosureContext, undefined> = {
  providers: Providers,
  confirmClosure: ConfirmClosure,
  closed: Closed,
};
