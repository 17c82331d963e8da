/** Server field names come bare ("email") or as pointers ("/email"); issues use pointers. */
export function normalizePointer(field: string): string {
  if (field === '' || field.startsWith('/')) return field;
  return `/${field.split('.').join('/')}`;
}
