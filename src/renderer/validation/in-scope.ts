/** Whether a field pointer lies within the top-level fields of the current page (no page: everything). */
export function inScope(pointer: string, scope: readonly string[] | undefined): boolean {
  if (!scope) return true;
  return scope.some((field) => pointer === `/${field}` || pointer.startsWith(`/${field}/`));
}
