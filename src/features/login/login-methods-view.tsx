import { observer } from 'mobx-react-lite';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isPayAndPlayAllowed } from '../../stores/is-pay-and-play-allowed';
import type { LoginMethod } from './login-method';
import { LoginMethodSelector } from './login-method-selector';
import type { LoginMethodViewProps } from './login-method-view-props';
import { offeredLoginMethods } from './offered-login-methods';

interface LoginMethodsViewProps extends LoginMethodViewProps {
  registry: Partial<Record<LoginMethod, ComponentType<LoginMethodViewProps>>>;
}

/** The login screen's method choice (settings decide, the registry runs), then the chosen method's view. */
export const LoginMethodsView = observer(function LoginMethodsView({ registry, ...props }: LoginMethodsViewProps) {
  const { t } = useTranslation();
  const { settings, session, player, boot } = props.store;
  const country = (session.loggedIn ? player.details?.country : undefined) ?? boot.country;
  const offered = offeredLoginMethods({
    configured: settings.feValue('login.methods'),
    payAndPlayAllowed: isPayAndPlayAllowed(settings.feValue('payAndPlay'), country ?? null),
    zignSecActive: settings.beValue('zignSecActive') === true,
    implemented: Object.keys(registry) as LoginMethod[],
  });
  const [chosen, setChosen] = useState<LoginMethod | null>(null);
  const selected = chosen !== null && offered.methods.includes(chosen) ? chosen : offered.defaultMethod;
  const View = selected === null ? undefined : registry[selected];
  if (selected === null || View === undefined) return <p role="status">{t('login:methods.none')}</p>;
  return (
    <>
      <LoginMethodSelector methods={offered.methods} selected={selected} onSelect={setChosen} />
      <View key={selected} {...props} />
    </>
  );
});
