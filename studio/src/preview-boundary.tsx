import { Component, type ReactNode } from 'react';

interface PreviewBoundaryProps {
  /** what to show instead of a form that cannot render (e.g. an edit naming an unknown widget) */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a form that throws while rendering (an unsaved edit with an unknown widget, a missing
 * runtime input) inside the preview: the studio stays usable and says why. Give it a new `key` to
 * try again with the next text.
 */
export class PreviewBoundary extends Component<PreviewBoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
