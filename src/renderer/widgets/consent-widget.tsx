import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { renderInlineMarkdown } from '../markdown/render-inline-markdown';
import { CheckboxControl } from './checkbox-control';

/**
 * A consent or statement checkbox (terms, privacy, age) whose label text is inline markdown with
 * links. The translated text is sanitised before it reaches the DOM (render-inline-markdown.ts).
 */
export function ConsentWidget(props: WidgetProps) {
  const { t } = useFieldTranslation();
  const text = t(props.label);
  const html = useMemo(() => renderInlineMarkdown(text), [text]);
  return (
    <CheckboxControl
      {...props}
      className="sf-checkbox sf-consent"
      labelContent={<span className="sf-consent__text" dangerouslySetInnerHTML={{ __html: html }} />}
    />
  );
}
