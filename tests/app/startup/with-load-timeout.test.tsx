import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardLazyPage } from '../../../src/app/routes/lazy-page';
import { LAZY_LOAD_TIMEOUT_MS, withLoadTimeout } from '../../../src/app/startup/with-load-timeout';
import { StoreContext } from '../../../src/app/store-context';
import { createI18n } from '../../../src/i18n/i18n';
import { createRootStore } from '../../../src/stores/root-store';
import { fakeApi } from '../../stores/fake-api';

function Loaded() {
  return <p>loaded part</p>;
}

function renderLazy(load: () => Promise<{ default: ComponentType }>) {
  const Part = lazy(load);
  const store = createRootStore({ api: fakeApi().api, errorReporter: { report: vi.fn(), reports: [] } });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <StoreContext.Provider value={store}>
        <Suspense fallback={<p>waiting</p>}>
          <Part />
        </Suspense>
      </StoreContext.Provider>
    </I18nextProvider>,
  );
  return store;
}

describe('withLoadTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a part 60 s, then shows "Loading timeout exceeded" with a reload', async () => {
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(60_000);
    const store = renderLazy(withLoadTimeout(() => new Promise<{ default: ComponentType }>(() => {})));
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain('Loading timeout exceeded');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(store.errorReporter.report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'lazy-load', details: { reason: 'timeout' } }));
  });

  it('shows the connectivity message where a part fails to load', async () => {
    const store = renderLazy(withLoadTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe(
      'Component cannot be loaded due to a connectivity problem. Please try to reload the page.Reload the page',
    );
    expect(store.errorReporter.report).toHaveBeenCalledTimes(1);
  });

  it('passes a part that loads in time through, and the route pages use the same guard', async () => {
    // a route page receives RoutePageProps; this one ignores them
    renderLazy(guardLazyPage(() => Promise.resolve({ default: Loaded })) as () => Promise<{ default: ComponentType }>);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('loaded part')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS));
    expect(screen.getByText('loaded part')).toBeTruthy();
  });
});
