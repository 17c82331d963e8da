import { describe, expect, it } from 'vitest';
import { withSubresourceIntegrity } from '../../../src/app/security/with-subresource-integrity';

const hashes: Record<string, string> = {
  '/assets/index-a.js': 'sha384-AAA',
  '/assets/chunk-b.js': 'sha384-BBB',
  '/assets/index-c.css': 'sha384-CCC',
  '/favicon.svg': 'sha384-FAV',
};
const hashOf = (path: string): string | undefined => hashes[path];

describe('withSubresourceIntegrity', () => {
  it('adds the hash to module scripts, module preloads and stylesheets of the site', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/chunk-b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css" />',
    ].join('\n');
    expect(withSubresourceIntegrity(html, hashOf)).toBe(
      [
        '<script type="module" crossorigin src="/assets/index-a.js" integrity="sha384-AAA"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/chunk-b.js" integrity="sha384-BBB">',
        '<link rel="stylesheet" crossorigin href="/assets/index-c.css" integrity="sha384-CCC" />',
      ].join('\n'),
    );
  });

  it('leaves icons, other origins, unknown files and tags that already carry a hash alone', () => {
    const html = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<script src="https://cdn.example.com/x.js"></script>',
      '<script src="//cdn.example.com/y.js"></script>',
      '<script type="module" src="/assets/unknown.js"></script>',
      '<script src="/assets/index-a.js" integrity="sha384-OWN"></script>',
      '<script>inline()</script>',
    ].join('\n');
    expect(withSubresourceIntegrity(html, hashOf)).toBe(html);
  });

  it('hashes the file a query or fragment points at', () => {
    expect(withSubresourceIntegrity('<script type="module" src="/assets/index-a.js?v=2"></script>', hashOf)).toContain('integrity="sha384-AAA"');
  });
});
