import { Background, MarkerType, ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPreview } from './form-preview';
import type { FlowNode } from './flow-graph-model';
import { flowGraph } from './flow-graph-model';
import type { Selection } from './studio-app';
import type { Overrides, Overview } from './studio-client';
import { studioClient } from './studio-client';

interface FlowViewProps {
  overview: Overview;
  selection: Selection;
  overrides: Overrides;
}

function nodeClass(node: FlowNode): string {
  return ['flow-node', node.unreachable ? 'flow-node--unreachable' : '', node.deadEnd ? 'flow-node--dead-end' : '', node.final ? 'flow-node--final' : '', node.form ? 'flow-node--form' : '']
    .filter(Boolean)
    .join(' ');
}

/** Each flow drawn from its JSON, laid out in layers; unreachable states and dead ends marked; a step previews its page. */
export function FlowView({ overview, selection, overrides }: FlowViewProps) {
  const { t } = useTranslation();
  const [path, setPath] = useState(overview.flows[0] ?? '');
  const [file, setFile] = useState<{ path: string; text: string }>();
  const [failure, setFailure] = useState<string>();
  const [chosen, setChosen] = useState<{ path: string; node: FlowNode }>();
  // an unsaved text of the flow wins over the file
  const text = overrides[path] ?? (file?.path === path ? file.text : undefined);
  const step = chosen?.path === path ? chosen.node : undefined;
  const setStep = (node: FlowNode | undefined) => setChosen(node ? { path, node } : undefined);

  useEffect(() => {
    let current = true;
    studioClient.file(path).then(
      (loaded) => current && setFile({ path, text: loaded.text }),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [path]);

  const graph = useMemo(() => {
    if (text === undefined) return undefined;
    try {
      return flowGraph(JSON.parse(text) as Record<string, unknown>);
    } catch {
      return undefined;
    }
  }, [text]);

  const nodes = useMemo<Node[]>(
    () =>
      (graph?.nodes ?? []).map((node) => ({
        id: node.id,
        position: { x: node.x, y: node.y },
        className: nodeClass(node),
        data: {
          label: (
            <span>
              <strong>{node.label}</strong>
              {node.form !== undefined && <span className="flow-node-page"> {`${node.form}${node.page ? ` / ${node.page}` : ''}`}</span>}
              {node.screen !== undefined && <span className="flow-node-page"> {t('flows.screen', { screen: node.screen })}</span>}
            </span>
          ),
        },
      })),
    [graph, t],
  );
  const edges = useMemo<Edge[]>(
    () => (graph?.edges ?? []).map((edge) => ({ id: edge.id, source: edge.source, target: edge.target, label: edge.label, markerEnd: { type: MarkerType.ArrowClosed } })),
    [graph],
  );
  const unreachable = graph?.nodes.filter((node) => node.unreachable) ?? [];
  const deadEnds = graph?.nodes.filter((node) => node.deadEnd) ?? [];

  return (
    <div className="flow-view">
      <div className="toolbar">
        <label>
          {t('flows.flow')}
          <select value={path} onChange={(event) => setPath(event.target.value)}>
            {overview.flows.map((flow) => (
              <option key={flow} value={flow}>
                {flow}
              </option>
            ))}
          </select>
        </label>
        <p className="flow-summary">
          {t('flows.summary', { states: graph?.nodes.length ?? 0, transitions: graph?.edges.length ?? 0 })}{' '}
          <span className="flow-node--unreachable">{t('flows.unreachable', { count: unreachable.length, states: unreachable.map((node) => node.id).join(', ') })}</span>{' '}
          <span className="flow-node--dead-end">{t('flows.deadEnds', { count: deadEnds.length, states: deadEnds.map((node) => node.id).join(', ') })}</span>
        </p>
      </div>
      {failure !== undefined && <p role="alert">{failure}</p>}
      {text !== undefined && graph === undefined && <p role="alert">{t('flows.invalid')}</p>}
      <div className="flow-columns">
        <div className="flow-canvas" aria-label={t('flows.graph', { flow: path })} role="img">
          <ReactFlow
            nodes={nodes}
            edges={edges}
            fitView
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable
            onNodeClick={(_event, node) => setStep(graph?.nodes.find((candidate) => candidate.id === node.id))}
            proOptions={{ hideAttribution: true }}
          >
            <Background />
          </ReactFlow>
        </div>
        <nav className="flow-steps" aria-label={t('flows.steps')}>
          <ul>
            {(graph?.nodes ?? []).map((node) => (
              <li key={node.id} className={nodeClass(node)}>
                <button type="button" aria-pressed={step?.id === node.id} onClick={() => setStep(node)}>
                  {node.id}
                  {node.form !== undefined && ` — ${node.form}${node.page ? ` / ${node.page}` : ''}`}
                  {node.unreachable && ` (${t('flows.unreachableMark')})`}
                  {node.deadEnd && ` (${t('flows.deadEndMark')})`}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {step && (
        <section className="flow-step" aria-label={t('flows.stepTitle', { step: step.id })}>
          <h2>{t('flows.stepTitle', { step: step.id })}</h2>
          {step.form !== undefined ? (
            <FormPreview selection={{ form: step.form, market: selection.market }} overrides={overrides} {...(step.page === undefined ? {} : { page: step.page })} />
          ) : (
            <p>{step.screen !== undefined ? t('flows.screenOnly', { screen: step.screen }) : t('flows.noPage')}</p>
          )}
        </section>
      )}
    </div>
  );
}
