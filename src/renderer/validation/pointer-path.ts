/** Path steps of a JSON pointer: "/address/city" → ["address", "city"]; "" → []. */
export function pointerPath(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}
