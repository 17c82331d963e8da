import { useCallback } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../templates/base-input-template';

/**
 * The deposit's promo code (spec 2 §5: trimmed 3–32, otherwise a bonusCode error; "empty gives no
 * error", while the submit stays disabled). A text input whose blur reaches the form only when a
 * code was typed: leaving the field empty validates nothing, so no error shows for it, while the
 * form's `ui:options.submitWhenValid` still finds the empty code's issue and keeps submit disabled.
 * Pair it with `ui:options.changeClearsErrors` naming the field, so emptying a code clears the
 * error its earlier blur showed. Whitespace alone is a typed code (outside 3–32 once trimmed).
 */
export function PromoCodeWidget(props: WidgetProps) {
  const { onBlur } = props;
  const blurTyped = useCallback(
    (id: string, value: unknown) => {
      if (typeof value === 'string' && value !== '') onBlur(id, value);
    },
    [onBlur],
  );
  return <BaseInputTemplate {...props} type="text" onBlur={blurTyped} />;
}
