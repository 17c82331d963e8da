import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import flowJson from '../../../flows/account-validation.flow.json';
import { PLAYER_STORAGE_KEYS } from '../../stores/player-storage';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { accountValidationImplementations } from './account-validation-implementations';
import { DOCUMENTS_HOME_COUNTRY_SETTING } from './document-types';
import { accountValidationScreens } from './account-validation-screens';
import { UploadProgress } from './upload-progress';
import './documents.css';

/** Account validation by document upload (flows/account-validation.flow.json) for the logged-in player. */
export const AccountValidationView = observer(function AccountValidationView({ store }: { store: RootStore }) {
  const [progress] = useState(() => new UploadProgress());
  const details = store.player.details;
  return (
    <FlowHost
      flow={flowJson}
      implementations={() =>
        accountValidationImplementations({
          api: store.api,
          settings: {
            accountValidationTypes: () => store.settings.be?.accountValidationTypes,
            documentSides: () => store.settings.feValue('documentSides'),
            homeCountry: () => store.settings.feValue(DOCUMENTS_HOME_COUNTRY_SETTING),
          },
          citizenship: () => {
            const own = details as { citizenship?: unknown; country?: unknown } | null;
            const value = own?.citizenship ?? own?.country;
            return typeof value === 'string' ? value : undefined;
          },
          progress,
          lastType: {
            get: () => window.sessionStorage.getItem(PLAYER_STORAGE_KEYS.documentType),
            set: (type) => window.sessionStorage.setItem(PLAYER_STORAGE_KEYS.documentType, type),
          },
        })
      }
      screens={accountValidationScreens}
      extras={{ progress }}
      store={store}
      className="account-validation"
    />
  );
});
