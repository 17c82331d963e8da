import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { PageLayout } from './page-layout';

type ActivationState = 'pending' | 'success' | 'failed';

/** /activation/{code}: activates once on arrival and offers login afterwards. */
export function ActivationPage() {
  const { t } = useTranslation('shell');
  const { code = '' } = useParams();
  const { session } = useRootStore();
  const localize = useLocalize();
  const desktop = useIsDesktop();
  const [state, setState] = useState<ActivationState>('pending');

  useEffect(() => {
    let active = true;
    void session.activate(code).then((result) => {
      if (active) setState(result.ok ? 'success' : 'failed');
    });
    return () => {
      active = false;
    };
  }, [code, session]);

  return (
    <PageLayout id="activation" title={t('activation.title')}>
      <p role="status">{t(`activation.${state}`)}</p>
      {state === 'success' && (
        <Link className="button button--primary" to={desktop ? localize('/?modal=login') : localize('/login')}>
          {t('activation.login')}
        </Link>
      )}
    </PageLayout>
  );
}

export default ActivationPage;
