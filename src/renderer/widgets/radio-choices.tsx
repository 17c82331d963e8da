import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { useGroupBlur } from './use-group-blur';

export interface RadioChoice {
  key: string;
  label: string;
  checked: boolean;
}

export interface RadioChoicesProps {
  id: string;
  name?: string;
  choices: readonly RadioChoice[];
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  rawErrors?: string[];
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  autofocus?: boolean;
  value: unknown;
  onPick: (index: number) => void;
  onBlur: (id: string, value: unknown) => void;
  onFocus: (id: string, value: unknown) => void;
}

/**
 * Radio buttons of one group; the field template wraps them in a fieldset whose legend is the
 * field label. The first option carries the field's error state so focus can land on it.
 */
export function RadioChoices(props: RadioChoicesProps) {
  const { id, name, choices, schema, uiSchema, rawErrors, required, disabled, readonly, autofocus, value, onPick, onBlur, onFocus } = props;
  const aria = fieldAria({ id, rawErrors, schema, uiSchema, required });
  const handleGroupBlur = useGroupBlur(id, value, onBlur);
  return (
    <div className="sf-radio" onBlur={handleGroupBlur}>
      {choices.map((choice, index) => {
        const choiceId = optionId(id, index);
        return (
          <div key={choice.key} className="sf-radio__option">
            <input
              id={choiceId}
              name={name ?? id}
              type="radio"
              className="sf-radio__input"
              value={choice.key}
              checked={choice.checked}
              disabled={disabled || readonly}
              autoFocus={autofocus && index === 0}
              onChange={() => onPick(index)}
              onFocus={() => onFocus(id, value)}
              {...aria}
            />
            <label htmlFor={choiceId} className="sf-radio__label">
              {choice.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
