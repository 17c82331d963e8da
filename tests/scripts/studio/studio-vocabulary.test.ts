import { describe, expect, it } from 'vitest';
import { createFsContentSource } from '../../../scripts/lib/fs-content-source';
import { studioVocabulary } from '../../../scripts/lib/studio/studio-vocabulary';
import { EFFECT_REGISTRY } from '../../../src/engine/effects/effect-registry';
import { FORMAT_REGISTRY } from '../../../src/engine/formats/format-registry';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';
import { WIDGET_NAMES } from '../../../src/renderer/widgets/widget-names';
import type { ContentFiles } from '../temp-content';
import { baseContent, removeContent, writeContent } from '../temp-content';

function withContent(files: ContentFiles, work: (root: string) => void): void {
  const root = writeContent(files);
  try {
    work(root);
  } finally {
    removeContent(root);
  }
}

describe('studioVocabulary', () => {
  it("offers the content check's registries and picks up new content (a namespace, a form, a method) without code changes", () => {
    const files = {
      ...baseContent(),
      'src/i18n/locales/en/wallet.json': { title: 'Wallet', nested: { deep: 'Deep' }, empty: '' },
      'schemas/cashier/methods.json': { forms: { deposit: 'signup' }, methods: { voucher: { label: 'wallet:title', platformIds: [1], directions: ['deposit'] } } },
      'schemas/cashier/methods/voucher/deposit.json': { $comment: 'a voucher code', schema: { properties: { voucherCode: { type: 'string' } } } },
    };
    withContent(files, (root) => {
      const vocabulary = studioVocabulary(root, createFsContentSource(root));
      expect(vocabulary.widgets).toEqual([...WIDGET_NAMES]);
      expect(vocabulary.formats).toEqual(Object.keys(FORMAT_REGISTRY));
      expect(vocabulary.rules.map((rule) => rule.name)).toEqual(Object.keys(RULE_REGISTRY));
      expect(vocabulary.effects.map((effect) => effect.name)).toEqual(Object.keys(EFFECT_REGISTRY));
      expect(vocabulary.i18nKeys).toEqual(expect.arrayContaining(['wallet:title', 'wallet:nested.deep']));
      expect(vocabulary.i18nKeys).not.toContain('wallet:empty');
      expect(vocabulary.settingPaths).toEqual(expect.arrayContaining(['fe.passwordLimits', 'fe.passwordLimits.min']));
      expect(vocabulary.markets).toEqual(['INT', 'HUN', 'ROU']);
      expect(vocabulary.methods).toEqual(['voucher']);
      expect(vocabulary.cashierForms).toEqual({ deposit: 'signup' });
      expect(vocabulary.fields.signup).toContain('voucherCode');
      expect(vocabulary.flows.registration?.actions).toContain('assignData');
    });
  });

  it('offers what it can read when a file is half-written', () => {
    withContent({ ...baseContent(), 'src/i18n/locales/en/broken.json': '{ "a": ' }, (root) => {
      expect(() => studioVocabulary(root, createFsContentSource(root))).not.toThrow();
    });
  });
});
