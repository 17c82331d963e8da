import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MODAL_NAMESPACES } from '../../generated/route-namespaces';
import { useLocalize } from '../hooks/use-localize';
import { NamespaceGate } from '../routes/namespace-gate';
import type { ModalDecision } from './active-modal';
import { Dialog } from './dialog';
import { ModalContent } from './modal-content';

interface ModalHostProps {
  decision: ModalDecision;
}

/** Renders the modal the query asks for; closing clears `modal` from the query. */
export function ModalHost({ decision }: ModalHostProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalize();

  if (decision.kind === 'none') return null;

  const rest = new URLSearchParams(params);
  rest.delete('modal');
  const restQuery = rest.toString();

  if (decision.kind === 'page') {
    return <Navigate replace to={localize(`${decision.path}${restQuery ? `?${restQuery}` : ''}`)} />;
  }

  const close = () => {
    // the modal's own parameters go with it (`channel` of the verification modal, `from` of the AML questionnaire)
    const left = new URLSearchParams(rest);
    for (const name of decision.entry.params ?? []) left.delete(name);
    const leftQuery = left.toString();
    void navigate({ pathname: location.pathname, search: leftQuery ? `?${leftQuery}` : '' }, { replace: true });
  };

  // the title and content texts load with the modal (derived by npm run gen): until then the same
  // dialog says it is loading, so focus moves in at once and stays when the content arrives
  const loading = (
    <Dialog title={t('common:status.loading')} closeLabel={t('shell:modal.close')} onClose={close}>
      <p role="status">{t('common:status.loading')}</p>
    </Dialog>
  );
  return (
    <NamespaceGate namespaces={MODAL_NAMESPACES[decision.name] ?? []} preload={decision.entry.load} fallback={loading}>
      <Dialog title={t(decision.entry.title)} closeLabel={t('shell:modal.close')} onClose={close}>
        <ModalContent name={decision.name} presentation="modal" close={close} />
      </Dialog>
    </NamespaceGate>
  );
}
