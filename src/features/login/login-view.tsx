import { useMachine } from '@xstate/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import flowJson from '../../../flows/login.flow.json';
import { fieldErrorsFromApiError } from '../../api/field-errors-from-api-error';
import { localizeApiError } from '../../api/localize-api-error';
import { isShownInLoginNotice } from '../../api/login-notice-policy';
import { flowStepMeta } from '../../engine/flow-step-meta';
import { loadFlow } from '../../engine/load-flow';
import { AutoHidingNotice } from '../../renderer/auto-hiding-notice';
import { SchemaForm } from '../../renderer/schema-form';
import { useRuleContext } from '../../renderer/use-rule-context';
import type { LoginContext } from './login-context';
import { loginImplementations } from './login-implementations';
import type { LoginMethodViewProps } from './login-method-view-props';

/** Regular (password) login as flows/login.flow.json drives it. */
export const LoginView = observer(function LoginView({ store, loaded, onClose, links }: LoginMethodViewProps) {
  const { t } = useTranslation();
  const { settings, session } = store;
  const machine = useMemo(
    () =>
      loadFlow(
        flowJson,
        loginImplementations({
          session,
          toFieldIssues: (error) => fieldErrorsFromApiError(error),
          isShownInLoginNotice,
        }),
      ),
    [session],
  );
  const [snapshot, send] = useMachine(machine);
  const context = snapshot.context as LoginContext;
  const meta = flowStepMeta(snapshot.getMeta());
  const ruleContext = useRuleContext(settings.be, settings.fe, loaded.variant.market);

  const loggedIn = meta.screen === 'loggedIn';
  // the shell confirms every login ('You are logged in now'); the login form has nothing left to show
  useEffect(() => {
    if (loggedIn) onClose();
  }, [loggedIn, onClose]);
  if (loggedIn) return <p role="status">{t('login:loggedIn')}</p>;

  const hideAfterMs = Number(settings.feValue('notificationAutoHideDuration') ?? 5000);
  return (
    <div className="login" aria-busy={meta.busy === true}>
      <AutoHidingNotice message={context.notice ? localizeApiError(context.notice, t) : null} hideAfterMs={hideAfterMs} />
      <SchemaForm
        variant={loaded.variant}
        validateFn={loaded.validateFns}
        ruleContext={ruleContext}
        formData={context.data}
        onSubmit={(data) => send({ type: 'SUBMIT', data })}
        serverErrors={context.serverErrors}
        submitLabel="login:submit"
        disabled={meta.busy === true}
      />
      <p className="login__links">
        <Link to={links.forgotPassword}>{t('login:forgotPassword')}</Link>
      </p>
      <p className="login__links">
        {t('login:noAccount')} <Link to={links.registration}>{t('login:register')}</Link>
      </p>
    </div>
  );
});
