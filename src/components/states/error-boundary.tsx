import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  fallback: (retry: () => void) => ReactNode;
  /** A change of this value (the path) clears the error, so moving elsewhere leaves the broken page. */
  resetKey?: string;
  children: ReactNode;
};

type State = { error: Error | null; resetKey: string | undefined };

/** Catches a render error (or a lazy chunk that failed to load) below it and shows the fallback instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
