/** JSON pointer (RFC 6901) of a field path: ["address", "city"] → "/address/city". */
export function jsonPointer(path: readonly (string | number)[]): string {
  return path.map((step) => `/${String(step).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
