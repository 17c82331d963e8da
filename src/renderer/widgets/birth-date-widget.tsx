import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { getDaysInMonth } from 'date-fns';
import { BaseInputTemplate } from '../templates/base-input-template';
import { formContextOf } from '../form-state/form-context-of';
import { settingAt } from '../form-state/setting-at';
import { fieldAria } from './field-aria';
import { joinDate, splitDate, type DateParts } from './birth-date-parts';
import { useGroupBlur } from './use-group-blur';

type Part = keyof DateParts;

const DEFAULT_AGE = { min: 18, max: 100 };

function ageLimit(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  const out: number[] = [];
  for (let n = from; step > 0 ? n <= to : n >= to; n += step) out.push(n);
  return out;
}

/**
 * Date of birth as YYYY-MM-DD. Default: three selects in the language's order
 * (`renderer:birthDate.order`, e.g. "dmy" or "ymd"); the years offered run from today minus
 * fe.playerAgeLimit.min back to today minus fe.playerAgeLimit.max (spec 1 §5).
 * ui:options: `variant` ("selects" | "input": a native date input).
 */
export function BirthDateWidget(props: WidgetProps) {
  if (props.options.variant === 'input') return <BaseInputTemplate {...props} type="date" />;
  return <BirthDateSelects {...props} />;
}

function BirthDateSelects(props: WidgetProps) {
  const value: unknown = props.value;
  const { id, required, disabled, readonly, onChange, onBlur, onFocus, schema, uiSchema, rawErrors, registry } = props;
  const { t, i18n } = useFieldTranslation();
  const context = formContextOf(registry);
  const language = context.language ?? i18n.language;
  const now = context.now ?? new Date();
  const minAge = ageLimit(settingAt(context.settings, 'fe.playerAgeLimit.min'), DEFAULT_AGE.min);
  const maxAge = ageLimit(settingAt(context.settings, 'fe.playerAgeLimit.max'), DEFAULT_AGE.max);
  const thisYear = now.getFullYear();

  const [parts, setParts] = useState<DateParts>(() => splitDate(value));
  const [seenValue, setSeenValue] = useState<unknown>(value);
  if (value !== seenValue) {
    // a new value from outside (prefill, reset) replaces what is half-entered
    setSeenValue(value);
    if (value !== joinDate(parts)) setParts(splitDate(value));
  }

  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return range(1, 12).map((month) => format.format(Date.UTC(2000, month - 1, 1)));
  }, [language]);
  const dayCount =
    parts.month && parts.year ? getDaysInMonth(new Date(Number(parts.year), Number(parts.month) - 1)) : 31;

  const update = useCallback(
    (part: Part) =>
      ({ target }: ChangeEvent<HTMLSelectElement>) => {
        const next = { ...parts, [part]: target.value };
        setParts(next);
        const joined = joinDate(next);
        setSeenValue(joined);
        onChange(joined);
      },
    [parts, onChange],
  );
  const handleGroupBlur = useGroupBlur(id, value, onBlur);

  const choices: Record<Part, { value: string; label: string }[]> = {
    day: range(1, dayCount).map((day) => ({ value: String(day), label: String(day) })),
    month: monthNames.map((name, index) => ({ value: String(index + 1), label: name })),
    year: range(thisYear - minAge, thisYear - maxAge).map((year) => ({ value: String(year), label: String(year) })),
  };
  const order = String(t('renderer:birthDate.order'))
    .split('')
    .map((letter) => ({ d: 'day', m: 'month', y: 'year' })[letter] as Part | undefined)
    .filter((part): part is Part => part !== undefined);
  const aria = fieldAria({ id, rawErrors, schema, uiSchema, required });

  return (
    <div className="sf-date" onBlur={handleGroupBlur}>
      {order.map((part, index) => {
        const partId = index === 0 ? id : `${id}__${part}`;
        return (
          <span key={part} className={`sf-date__part sf-date__part--${part}`}>
            <label htmlFor={partId} className="sf-visually-hidden">
              {t(`renderer:birthDate.${part}`)}
            </label>
            <select
              id={partId}
              className="sf-select"
              value={parts[part]}
              disabled={disabled || readonly}
              autoComplete={`bday-${part}`}
              onChange={update(part)}
              onFocus={() => onFocus(id, value)}
              {...aria}
            >
              <option value="">{t(`renderer:birthDate.${part}`)}</option>
              {choices[part].map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </span>
        );
      })}
    </div>
  );
}
