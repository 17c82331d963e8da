/** Appends one reference token to a JSON pointer. */
export function pointerJoin(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}
