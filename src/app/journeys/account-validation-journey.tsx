import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { AUTOMATIC_VERIFICATION_PROVIDERS } from '../../api/endpoints';
import { AccountValidationPage } from '../../features/documents/account-validation-page';
import type { AutomaticVerificationSlot } from '../../features/documents/automatic-verification-choice';
import { AutomaticVerificationView } from '../../features/verification/automatic-verification-view';
import { AUTOMATIC_PROVIDER_FLAGS } from '../../features/verification/offered-verification-methods';
import { backEndFlag } from '../../features/verification/verification-back-end-flags';
import { paymentPathOf, resolveVerificationType } from '../../ui/verification-type';
import type { RootStore } from '../../stores/root-store';
import { useLanguagePath } from '../../ui/use-language-path';

/**
 * /my/account-validation: the documents feature's page with the verification feature's automatic
 * identity providers (spec 1 §4 "Account validation": three kinds, each behind its back-end flag)
 * above the manual upload. The app composes the two features; neither imports the other. iDenfy
 * is not among them: spec 1 §6 offers it only to visitors, and this page is a player's.
 */
const AccountValidationJourney = observer(function AccountValidationJourney({ store }: { store: RootStore }) {
  const at = useLanguagePath();
  const be = store.settings.be;
  const automatic = useMemo<AutomaticVerificationSlot>(
    () => ({
      providers: AUTOMATIC_VERIFICATION_PROVIDERS.filter((provider) => backEndFlag(be, AUTOMATIC_PROVIDER_FLAGS[provider])),
      render: (provider, onBack) => (
        <AutomaticVerificationView
          key={provider}
          store={store}
          provider={provider}
          canGoBack
          onBack={onBack}
          continuePath={at(paymentPathOf(resolveVerificationType(null, window.sessionStorage)))}
          documentsPath={at('/my/documents')}
        />
      ),
    }),
    [be, store, at],
  );
  return <AccountValidationPage store={store} automatic={automatic} />;
});

export default AccountValidationJourney;
