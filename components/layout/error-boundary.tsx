// Catches render errors below it and shows `fallback` (docs/architecture.md: an outer boundary for
// the page and an inner one that keeps header and footer). `resetKey` clears the error, e.g.
// on navigation.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { withMonitor } from '@/analytics/lazy';

interface Props {
  fallback: ReactNode;
  resetKey?: string;
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // rules §8: page errors are reported (ADR 0028); the fallback tells the app's web view.
    withMonitor((m) => m.reportPageError(error, info.componentStack));
    this.props.onError?.(error, info);
    if (process.env.NODE_ENV !== 'production') console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
