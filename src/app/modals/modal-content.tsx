import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from './modal-content-props';
import type { ModalEntry } from './modal-entry';
import { modalRegistry, type ModalName } from './modal-registry';
import { useRootStore } from '../hooks/use-root-store';
import { withLoadTimeout } from '../startup/with-load-timeout';

// created once per modal at module load, so a re-render never remounts the content
const lazyComponents: Partial<Record<string, LazyExoticComponent<ComponentType<ModalContentProps>>>> =
  Object.fromEntries(
    Object.entries(modalRegistry as Record<ModalName, ModalEntry>).flatMap(([name, entry]) =>
      entry.load ? [[name, lazy(withLoadTimeout(entry.load))]] : [],
    ),
  );

interface ModalContentComponentProps extends Omit<ModalContentProps, 'store'> {
  name: ModalName;
}

/** The registry's content for a modal, loaded on first use, in a dialog or on a page. */
export function ModalContent({ name, ...props }: ModalContentComponentProps) {
  const { t } = useTranslation();
  const store = useRootStore();
  const Content = lazyComponents[name];
  if (!Content) return <p>{t('shell:modal.unavailable')}</p>;
  return (
    <Suspense fallback={<p role="status">{t('common:status.loading')}</p>}>
      <Content {...props} store={store} />
    </Suspense>
  );
}
