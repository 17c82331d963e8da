import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RootStore } from '../../stores/root-store';
import { useRootStore } from '../hooks/use-root-store';
import { StartupStore } from './startup-store';

// one per root store (one per page load), so a StrictMode re-render never starts a second check
const startups = new WeakMap<RootStore, StartupStore>();

/** The startup screens' state for the shell; starts the checks and hides the curtain on errors. */
export function useStartup(): StartupStore {
  const root = useRootStore();
  const { pathname } = useLocation();
  let startup = startups.get(root);
  if (!startup) {
    startup = new StartupStore(root.api, pathname);
    startups.set(root, startup);
  }
  const current = startup;

  useEffect(() => {
    current.start();
    const onGlobalError = () => current.hideCurtain();
    window.addEventListener('error', onGlobalError);
    window.addEventListener('unhandledrejection', onGlobalError);
    const stopWatchingBoot = reaction(
      () => root.boot.status,
      (status) => {
        if (status === 'error') current.hideCurtain();
      },
      { fireImmediately: true },
    );
    return () => {
      window.removeEventListener('error', onGlobalError);
      window.removeEventListener('unhandledrejection', onGlobalError);
      stopWatchingBoot();
    };
  }, [current, root]);

  return current;
}
