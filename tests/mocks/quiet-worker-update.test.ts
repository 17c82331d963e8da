import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietWorkerUpdate } from '../../src/mocks/quiet-worker-update';

/** A stand-in for the browser's ServiceWorkerRegistration whose update check fails like a missing worker script. */
function scopeWithFailingUpdate() {
  class FakeRegistration {
    update(): Promise<void> {
      return Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found'));
    }
  }
  return { ServiceWorkerRegistration: FakeRegistration };
}

describe('quietWorkerUpdate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns a failed update check into a log line while msw starts, and undoes itself', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const scope = scopeWithFailingUpdate();
    const registration = new scope.ServiceWorkerRegistration();
    const undo = quietWorkerUpdate(scope);
    await expect(registration.update()).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Not found'));
    undo();
    await expect(registration.update()).rejects.toThrow('Not found');
  });

  it('changes nothing where there is no service worker support', () => {
    expect(() => quietWorkerUpdate({})()).not.toThrow();
  });
});
