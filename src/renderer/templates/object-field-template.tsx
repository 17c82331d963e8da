import { memo, type ReactElement } from 'react';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { formPages, type FormPage } from '../form-state/form-pages';
import { CURRENT_PAGE_KEY } from './current-page-key';

function PageSection({ page, idBase, children }: { page: FormPage; idBase: string; children: ReactElement[] }) {
  const { t } = useFieldTranslation();
  const titleId = `${idBase}__page-${page.id}`;
  return (
    <section className={`sf-page sf-page--${page.id}`} aria-labelledby={page.title ? titleId : undefined}>
      {page.title && (
        <h2 id={titleId} className="sf-page__title">
          {t(page.title)}
        </h2>
      )}
      {page.description && <p className="sf-page__description">{t(page.description)}</p>}
      <div className="sf-page__fields">{children}</div>
    </section>
  );
}

function contentOf(properties: readonly ObjectFieldTemplatePropertyType[], names: readonly string[]): ReactElement[] {
  const byName = new Map(properties.map((property) => [property.name, property]));
  return names.flatMap((name) => {
    const property = byName.get(name);
    return property ? [property.content] : [];
  });
}

/**
 * Lays out an object's properties. At the root it honours `ui:pages`: with a current page only
 * that page's fields (in the page's order), otherwise every page as a titled section followed by
 * any field no page lists. Nested objects are fieldsets.
 */
function ObjectFieldTemplateFn(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, fieldPathId, title, required } = props;
  const { t } = useFieldTranslation();
  const idBase = fieldPathId.$id;

  if (fieldPathId.path.length > 0) {
    return (
      <fieldset className="sf-object" id={idBase}>
        {title && (
          <legend className="sf-object__title">
            {t(title)}
            {required && <span className="sf-field__required" aria-hidden="true">*</span>}
          </legend>
        )}
        {properties.map((property) => property.content)}
      </fieldset>
    );
  }

  const pages = formPages(uiSchema as Record<string, unknown> | undefined);
  const current: unknown = uiSchema?.[CURRENT_PAGE_KEY];
  if (pages.length === 0) return <div className="sf-fields">{properties.map((property) => property.content)}</div>;

  if (typeof current === 'string') {
    const page = pages.find((candidate) => candidate.id === current);
    if (!page) return null;
    return (
      <PageSection page={page} idBase={idBase}>
        {contentOf(properties, page.fields)}
      </PageSection>
    );
  }

  const paged = new Set(pages.flatMap((page) => page.fields));
  const rest = properties.filter((property) => !paged.has(property.name)).map((property) => property.content);
  return (
    <div className="sf-fields">
      {pages.map((page) => (
        <PageSection key={page.id} page={page} idBase={idBase}>
          {contentOf(properties, page.fields)}
        </PageSection>
      ))}
      {rest}
    </div>
  );
}

export const ObjectFieldTemplate = memo(ObjectFieldTemplateFn);
