/** The value at a path of property names in form data; undefined when a step is missing. */
export function valueAtPath(data: Record<string, unknown>, path: readonly string[]): unknown {
  let node: unknown = data;
  for (const step of path) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}
