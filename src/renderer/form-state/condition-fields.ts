type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The top-level fields whose value can change which fields the form shows or requires: those an
 * `if` reads (its properties and required names) and `dependencies` keys, at any depth (a nested
 * condition counts for the top-level field it sits in). A change of any other field never needs
 * the form's layout derived again.
 */
export function conditionFields(schema: SchemaNode): ReadonlySet<string> {
  const found = new Set<string>();
  const visit = (node: SchemaNode, top: string | undefined): void => {
    const note = (name: string) => found.add(top ?? name);
    const condition = node.if;
    if (isNode(condition)) {
      if (isNode(condition.properties)) for (const name of Object.keys(condition.properties)) note(name);
      if (Array.isArray(condition.required)) for (const name of condition.required) if (typeof name === 'string') note(name);
      visit(condition, top);
    }
    if (isNode(node.dependencies)) for (const name of Object.keys(node.dependencies)) note(name);
    for (const key of ['then', 'else', 'not'] as const) {
      const entry = node[key];
      if (isNode(entry)) visit(entry, top);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = node[key];
      if (Array.isArray(list)) for (const entry of list) if (isNode(entry)) visit(entry, top);
    }
    if (isNode(node.dependencies)) for (const entry of Object.values(node.dependencies)) if (isNode(entry)) visit(entry, top);
    if (isNode(node.properties)) for (const [name, child] of Object.entries(node.properties)) if (isNode(child)) visit(child, top ?? name);
  };
  visit(schema, undefined);
  return found;
}
