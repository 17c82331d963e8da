import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import { localizeApiError } from '../../api/localize-api-error';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { PageLayout } from '../../ui/page-layout';

type ActivationState = 'pending' | 'success' | 'failed';

/** Activation failures with a text of their own (spec 3 §8); others keep the generic failure. */
const ACTIVATION_ERROR_CODES = new Set(['113', '114', '116', '150', '183']);

/** /activation/{code}: activates once on arrival and offers login afterwards. */
export function ActivationPage() {
  const { t } = useTranslation('shell');
  const { t: translate } = useTranslation();
  const { code = '' } = useParams();
  const { session } = useRootStore();
  const localize = useLocalize();
  const desktop = useIsDesktop();
  const [state, setState] = useState<ActivationState>('pending');
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let active = true;
    void session.activate(code).then((result) => {
      if (!active) return;
      setState(result.ok ? 'success' : 'failed');
      setError(!result.ok && ACTIVATION_ERROR_CODES.has(String(result.error.errorCode)) ? result.error : null);
    });
    return () => {
      active = false;
    };
  }, [code, session]);

  return (
    <PageLayout id="activation" title={t('activation.title')}>
      <p role="status">{error ? localizeApiError(error, translate) : t(`activation.${state}`)}</p>
      {(state === 'success' || String(error?.errorCode) === '113') && (
        <Link className="button button--primary" to={desktop ? localize('/?modal=login') : localize('/login')}>
          {t('activation.login')}
        </Link>
      )}
    </PageLayout>
  );
}

export default ActivationPage;
