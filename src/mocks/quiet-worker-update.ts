/**
 * msw asks an already registered worker for an update (`registration.update()`) without awaiting it, so
 * a failed check (the worker script not reachable for a moment during a reload) becomes an unhandled
 * rejection in the page although the registered worker keeps serving. While msw starts, a failed update
 * check is logged instead. Returns the undo.
 */
export function quietWorkerUpdate(scope: object = window): () => void {
  const prototype = (scope as { ServiceWorkerRegistration?: { prototype: ServiceWorkerRegistration } }).ServiceWorkerRegistration?.prototype;
  if (!prototype) return () => undefined;
  const update = Object.getOwnPropertyDescriptor(prototype, 'update');
  const original = update?.value as ServiceWorkerRegistration['update'] | undefined;
  if (!update || !original) return () => undefined;
  Object.defineProperty(prototype, 'update', {
    configurable: true,
    writable: true,
    value: function quietUpdate(this: ServiceWorkerRegistration) {
      return original.call(this).catch((error: unknown) => {
        console.info(`[mock platform] the mock worker's update check failed; the registered worker keeps serving (${String(error)})`);
      });
    },
  });
  return () => {
    Object.defineProperty(prototype, 'update', update);
  };
}
