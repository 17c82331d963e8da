import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { formContextOf } from '../form-state/form-context-of';
import { fieldAria } from './field-aria';
import { passwordHints } from './password-hints';
import { useGroupBlur } from './use-group-blur';

/**
 * Password with a show/hide toggle and an optional checklist of rules that ticks while typing.
 * ui:options: `autocomplete` ("new-password" default, "current-password" for login),
 * `hints` (names from password-hint-definitions.ts; strong-mode hints show only when
 * fe.passwordStrength is "strong").
 */
export function PasswordWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { id, htmlName, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, registry } = props;
  const { t } = useFieldTranslation();
  const [visible, setVisible] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const { settings } = formContextOf(registry);
  const hints = useMemo(() => passwordHints(options.hints, text, settings), [options.hints, text, settings]);
  const hintsId = `${id}__hints`;
  const aria = fieldAria({ id, rawErrors, schema, uiSchema, required });
  const describedBy = [aria['aria-describedby'], hints.length > 0 ? hintsId : undefined].filter(Boolean).join(' ');
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value),
    [onChange, options.emptyValue],
  );
  const handleGroupBlur = useGroupBlur(id, value, onBlur);
  const autocomplete = typeof options.autocomplete === 'string' ? options.autocomplete : 'new-password';
  return (
    <div className="sf-password" onBlur={handleGroupBlur}>
      <div className="sf-password__row">
        <input
          id={id}
          name={htmlName ?? id}
          className="sf-input sf-password__input"
          type={visible ? 'text' : 'password'}
          value={text}
          autoComplete={autocomplete}
          maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
          readOnly={readonly}
          disabled={disabled}
          autoFocus={autofocus}
          onChange={handleChange}
          onFocus={() => onFocus(id, value)}
          {...aria}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className="sf-password__toggle"
          aria-label={t('renderer:password.show')}
          title={t('renderer:password.show')}
          aria-pressed={visible}
          aria-controls={id}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {hints.length > 0 && (
        <ul id={hintsId} className="sf-hints">
          {hints.map((hint) => (
            <li key={hint.check} className={`sf-hints__item${hint.met ? ' sf-hints__item--met' : ''}`} data-met={hint.met}>
              <span className="sf-hints__mark" aria-hidden="true" />
              {t(`renderer:passwordHint.${hint.check}`, hint.params)}
              <span className="sf-visually-hidden">{t(hint.met ? 'renderer:passwordHint.met' : 'renderer:passwordHint.notMet')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The toggle's eye (crossed out while the password shows): inline SVG, no data: URL (the CSP has no `data:`). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="sf-password__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed && <path d="M3 3 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
