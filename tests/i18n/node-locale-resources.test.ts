import { describe, expect, it } from 'vitest';
import { bundledResources } from '../../src/i18n/bundled-resources';
import { localeResources } from '../../src/i18n/locale-resources';
import { nodeLocaleResources } from '../../src/i18n/node-locale-resources';

describe('locale resources', () => {
  it('the Node loader reads the same resources Vite bundles', () => {
    expect(nodeLocaleResources()).toEqual(bundledResources);
    expect(Object.keys(bundledResources.hu)).toEqual(expect.arrayContaining(['common', 'shell']));
  });

  it('groups files by language folder and namespace file name, ignoring others', () => {
    expect(
      localeResources({
        '/x/locales/hu/shell.json': { a: 'b' },
        '/x/locales/de/shell.json': { a: 'c' },
        '/x/other/en/shell.json': { a: 'd' },
      }),
    ).toEqual({ en: {}, hu: { shell: { a: 'b' } }, sv: {} });
  });
});
