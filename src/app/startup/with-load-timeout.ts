import type { ComponentType } from 'react';
import { loadFailure } from './load-failure';

/** Spec 1 §9 / spec 3 §9: a lazily loaded part gets 60 s. */
export const LAZY_LOAD_TIMEOUT_MS = 60_000;

export type ComponentLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Guards a lazy import for React.lazy: after `timeoutMs` it resolves to the "Loading timeout
 * exceeded" fallback, and a failed import (chunk missing, network gone) resolves to the
 * connectivity message, so the part shows a notice in place instead of breaking the page.
 * React.lazy keeps the result, which is why both notices ask for a reload.
 */
export function withLoadTimeout<P>(load: ComponentLoader<P>, timeoutMs: number = LAZY_LOAD_TIMEOUT_MS): ComponentLoader<P> {
  return () =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ default: loadFailure('timeout') }), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          resolve({ default: loadFailure('connectivity', error) });
        },
      );
    });
}
