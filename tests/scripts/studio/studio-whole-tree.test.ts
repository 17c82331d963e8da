import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFsContentSource } from '../../../scripts/lib/fs-content-source';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';
import { studioMatrix } from '../../../scripts/lib/studio/studio-matrix';
import { studioVocabulary } from '../../../scripts/lib/studio/studio-vocabulary';
import { flowGraph } from '../../../studio/src/flow-graph-model';

/**
 * Everyone adds content (forms, methods, flows, namespaces) while the studio's code stays as it is:
 * every form and flow of the working tree must open in the studio, whatever its kind.
 */
const source = createFsContentSource(REPO_ROOT);

describe('the studio over the whole content tree', () => {
  it.each(source.formIds())('builds the matrix of form %s', (formId) => {
    const matrix = studioMatrix(source, formId);
    expect(matrix.columns.length).toBeGreaterThanOrEqual(source.markets().length);
    expect(matrix.rows.length).toBeGreaterThan(0);
  });

  it.each(readdirSync(join(REPO_ROOT, 'flows')).filter((name) => name.endsWith('.flow.json')))('draws flows/%s', (name) => {
    const graph = flowGraph(JSON.parse(readFileSync(join(REPO_ROOT, 'flows', name), 'utf8')) as Parameters<typeof flowGraph>[0]);
    expect(graph.nodes.length).toBeGreaterThan(0);
  });

  it('offers the fields of every form and the names of every flow the features implement', () => {
    const vocabulary = studioVocabulary(REPO_ROOT, source);
    for (const formId of source.formIds()) expect(vocabulary.fields[formId], formId).toBeDefined();
    expect(Object.keys(vocabulary.flows).length).toBeGreaterThan(0);
  });
});
