import type { ErrorListProps } from '@rjsf/utils';
import { ErrorSummary } from './error-summary';

/**
 * rjsf's form-level error list, drawn as our error summary. SchemaForm renders the summary
 * itself from its issue list (showErrorList is off); this keeps rjsf's own path in our markup.
 */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const { idPrefix, idSeparator } = registry.globalFormOptions;
  const items = errors.map((error, index) => {
    const path = (error.property ?? '').replace(/^\./, '');
    return {
      key: `${index}:${error.stack}`,
      message: error.message ?? error.stack,
      ...(path ? { targetId: [idPrefix, ...path.split('.')].join(idSeparator) } : {}),
    };
  });
  return <ErrorSummary id={`${idPrefix}__summary`} items={items} />;
}
