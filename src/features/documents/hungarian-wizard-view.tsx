import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import flowJson from '../../../flows/hungarian-wizard.flow.json';
import type { WizardFormFieldsFor } from '../../api/endpoints';
import { PLAYER_STORAGE_KEYS } from '../../stores/player-storage';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { useLanguagePath } from '../../ui/use-language-path';
import { paymentPathOf, resolveVerificationType } from '../../ui/verification-type';
import { DOCUMENTS_HOME_COUNTRY_SETTING, identityTypesFor } from './document-types';
import { hungarianWizardImplementations } from './hungarian-wizard-implementations';
import { hungarianWizardScreens } from './hungarian-wizard-screens';
import { UploadProgress } from './upload-progress';
import { useWizardTabLock } from './wizard-tab-lock';
import './documents.css';

/** Query parameters the wizard takes over and removes (spec 1 §2: "validationType is removed … modal=verification is cleared"). */
const LEAVING_PARAMS = ['validationType', 'modal'] as const;

/**
 * The Hungarian-licence wizard (flows/hungarian-wizard.flow.json) for the logged-in player, with
 * its tab lock: a newer wizard tab disables every field and button here until it closes.
 */
export const HungarianWizardView = observer(function HungarianWizardView({ store }: { store: RootStore }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const at = useLanguagePath();
  const [progress] = useState(() => new UploadProgress());
  const { locked, resumed } = useWizardTabLock();
  // read by the machine's closures while it runs; a ref, written each render
  const lockedNow = useRef(locked);
  lockedNow.current = locked;
  // the verification type of this visit: the query's (kept in the tab's session), else the stored one, else deposit
  const [validationType] = useState<WizardFormFieldsFor>(() => resolveVerificationType(params.get('validationType'), window.sessionStorage));
  useEffect(() => {
    if (!LEAVING_PARAMS.some((name) => params.has(name))) return;
    const next = new URLSearchParams(params);
    for (const name of LEAVING_PARAMS) next.delete(name);
    setParams(next, { replace: true });
  }, [params, setParams]);
  const leave = useCallback(
    (path: string) => {
      window.sessionStorage.removeItem(PLAYER_STORAGE_KEYS.verificationType);
      void navigate(at(path));
    },
    [navigate, at],
  );
  const details = store.player.details as { citizenship?: unknown; country?: unknown } | null;
  const citizenship = typeof details?.citizenship === 'string' ? details.citizenship : typeof details?.country === 'string' ? details.country : undefined;
  const documentTypes = useMemo(() => identityTypesFor(citizenship, store.settings.feValue(DOCUMENTS_HOME_COUNTRY_SETTING)), [citizenship, store.settings]);
  const paymentPath = at(paymentPathOf(validationType));
  return (
    <div className="hungarian-wizard">
      {locked ? (
        <p role="alert" className="documents-notice">
          {t('documents:wizard.otherTab')}
        </p>
      ) : null}
      <fieldset className="hungarian-wizard__lock" disabled={locked}>
        <legend className="visually-hidden">{t('documents:wizard.title')}</legend>
        {/* unlocked again (the newer tab closed): the flow starts over from what the platform has now */}
        <FlowHost
          key={resumed}
          flow={flowJson}
          implementations={() =>
            hungarianWizardImplementations({
              api: store.api,
              progress,
              goToPayment: (type) => leave(paymentPathOf(type)),
              isLocked: () => lockedNow.current,
              documentSides: () => store.settings.feValue('documentSides'),
            })
          }
          screens={hungarianWizardScreens}
          extras={{ progress, close: () => leave('/'), paymentPath, documentTypes, contactPath: at('/my/verification?modal=verification') }}
          store={store}
          input={{ validationType }}
          className="hungarian-wizard__flow"
        />
      </fieldset>
    </div>
  );
});
