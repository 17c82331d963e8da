import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginMethod } from './login-method';

interface LoginMethodSelectorProps {
  methods: readonly LoginMethod[];
  selected: LoginMethod;
  onSelect: (method: LoginMethod) => void;
}

/** The choice of login method (spec 1 §2): a radio group, shown only when there is a choice. */
export function LoginMethodSelector({ methods, selected, onSelect }: LoginMethodSelectorProps) {
  const { t } = useTranslation();
  const name = useId();
  if (methods.length < 2) return null;
  return (
    <fieldset className="login__methods">
      <legend>{t('login:methods.legend')}</legend>
      {methods.map((method) => (
        <label key={method} className="login__method">
          <input
            type="radio"
            name={name}
            value={method}
            checked={method === selected}
            onChange={() => onSelect(method)}
          />{' '}
          {t(`identification:methods.${method}`)}
        </label>
      ))}
    </fieldset>
  );
}
