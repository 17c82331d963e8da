import { useCallback, useEffect, useState } from 'react';
import type { ContentCompletionResult, MetaSchemas } from './content-completions';
import { contentCompletions } from './content-completions';
import type { StudioVocabulary } from './studio-client';
import { studioClient } from './studio-client';

/** The meta-schemas a content file can be read against (schemas/meta/, read-only). */
const META_NAMES = ['form', 'ui', 'overlay', 'flow', 'fixture', 'settings', 'cashier-methods', 'cashier-method-overlay', 'identification-methods', 'menu', 'redirects'] as const;

async function loadMetas(): Promise<MetaSchemas> {
  const loaded = await Promise.all(
    META_NAMES.map(async (name) => {
      try {
        const file = await studioClient.file(`schemas/meta/${name}.schema.json`);
        return file.exists ? ([name, JSON.parse(file.text) as unknown] as const) : undefined;
      } catch {
        // a meta-schema that is missing or mid-edit completes nothing; the content check says why
        return undefined;
      }
    }),
  );
  return Object.fromEntries(loaded.filter((entry) => entry !== undefined));
}

/**
 * The editor's completion for one content file: the server's vocabulary (the content check's
 * registries over the tree, reloaded after each save so new forms, methods, texts and flows
 * appear) and the meta-schemas.
 */
export function useContentCompletion(path: string, savedAt: number): ((text: string, position: number) => ContentCompletionResult | undefined) | undefined {
  const [vocabulary, setVocabulary] = useState<StudioVocabulary>();
  const [metas, setMetas] = useState<MetaSchemas>();
  useEffect(() => {
    let current = true;
    studioClient.vocabulary().then(
      (loaded) => current && setVocabulary(loaded),
      () => current && setVocabulary(undefined),
    );
    return () => {
      current = false;
    };
  }, [savedAt]);
  useEffect(() => {
    let current = true;
    void loadMetas().then((loaded) => current && setMetas(loaded));
    return () => {
      current = false;
    };
  }, []);
  const complete = useCallback((text: string, position: number) => (vocabulary && metas ? contentCompletions(path, text, position, vocabulary, metas) : undefined), [path, vocabulary, metas]);
  return vocabulary && metas ? complete : undefined;
}
