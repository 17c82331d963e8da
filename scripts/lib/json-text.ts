/** JSON as written by the generator: 2-space indent, trailing newline (keys keep content order). */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
