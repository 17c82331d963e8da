import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces, namespacesReady } from '../../i18n/namespaces-ready';
import { loadFailure, type LoadFailureKind } from '../startup/load-failure';
import { LAZY_LOAD_TIMEOUT_MS } from '../startup/with-load-timeout';

interface NamespaceGateProps {
  /** the i18n namespaces the children render with (src/generated/route-namespaces.ts) */
  namespaces: readonly string[];
  /** shown while they load */
  fallback: ReactNode;
  /** started together with the namespaces (the page's chunk), so the two load in parallel */
  preload?: () => unknown;
  timeoutMs?: number;
  children: ReactNode;
}

interface Failure {
  request: string;
  /** the notice of this failed load (reported once) */
  Notice: ComponentType;
}

const failed = (request: string, kind: LoadFailureKind): Failure => ({ request, Notice: loadFailure(kind, new Error(`i18n namespaces ${request}: ${kind}`)) });

/**
 * Renders its children only once their namespaces are loaded in the current language (the shell's
 * are bundled; a page's or modal's load with it), so a page's first paint has its texts and never a
 * raw key. A namespace that does not load shows the load-failure notice (connectivity, or the
 * lazy-load time-out), as a page chunk that does not load does.
 */
export function NamespaceGate({ namespaces, fallback, preload, timeoutMs = LAZY_LOAD_TIMEOUT_MS, children }: NamespaceGateProps) {
  const { i18n } = useTranslation();
  const request = `${i18n.language}|${namespaces.join(',')}`;
  const ready = namespacesReady(i18n, namespaces);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (ready) return;
    preload?.();
    let current = true;
    const timer = setTimeout(() => {
      if (current) setFailure(failed(request, 'timeout'));
    }, timeoutMs);
    void loadNamespaces(i18n, namespaces).then((loaded) => {
      clearTimeout(timer);
      if (!current) return;
      if (loaded) setLoaded(request);
      else setFailure(failed(request, 'connectivity'));
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `request` names the language and the namespaces; `ready` turning true ends the wait
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, ready]);

  // loaded: the default language's texts are there (a current-language namespace that failed falls back to them)
  if (ready || loaded === request) return children;
  if (failure?.request === request) return <failure.Notice />;
  return fallback;
}
