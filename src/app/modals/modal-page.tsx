import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { PageLayout } from '../../ui/page-layout';
import { MODAL_NAMESPACES } from '../../generated/route-namespaces';
import { PageFallback } from '../pages/page-fallback';
import { NamespaceGate } from '../routes/namespace-gate';
import { ModalContent } from './modal-content';
import { modalRegistry, type ModalName } from './modal-registry';

interface ModalPageProps {
  name: ModalName;
}

/** /login, /registration, /forgot-password: a page on mobile, `/?modal=` on desktop. */
export function ModalPage({ name }: ModalPageProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const localize = useLocalize();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  if (desktop) {
    const query = new URLSearchParams(params);
    query.set('modal', name);
    return <Navigate replace to={localize(`/?${query.toString()}`)} />;
  }
  return (
    <NamespaceGate namespaces={MODAL_NAMESPACES[name] ?? []} preload={modalRegistry[name].load} fallback={<PageFallback />}>
      <PageLayout id={`modal-${name}`} title={t(modalRegistry[name].title)}>
        <ModalContent name={name} presentation="page" close={() => void navigate(localize('/'))} />
      </PageLayout>
    </NamespaceGate>
  );
}
