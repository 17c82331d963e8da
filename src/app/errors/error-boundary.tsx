import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnexpectedErrorPage } from '../pages/unexpected-error-page';

interface ErrorBoundaryProps {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Last line of defence outside the router: any render error shows the unexpected-error page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <UnexpectedErrorPage /> : this.props.children;
  }
}
