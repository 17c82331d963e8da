/** JSON pointer of a top-level form field ("a/b" → "/a~1b"). */
export function fieldPointer(field: string): string {
  return `/${field.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}
