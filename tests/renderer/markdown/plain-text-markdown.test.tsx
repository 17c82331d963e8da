import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../src/renderer/markdown/plain-text-markdown';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

describe("rjsf's markdown renderer is left out of the build (issue 18)", () => {
  it('no content turns rjsf markdown on, which the build replaces with plain text', () => {
    const users = jsonFiles('schemas').filter((path) => /enableMarkdownIn(Description|Help)/.test(readFileSync(path, 'utf8')));
    expect(users).toEqual([]);
  });

  it('shows the text as it is, escaped, never as markup', () => {
    const view = render(<Markdown options={{ disableParsingRawHTML: true }}>{'Field `name` <img src=x onerror=alert(1)>'}</Markdown>);
    expect(view.container.textContent).toBe('Field `name` <img src=x onerror=alert(1)>');
    expect(view.container.querySelector('img')).toBeNull();
  });
});
