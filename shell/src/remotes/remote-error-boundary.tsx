import { Component, type ReactNode } from 'react';
import { UnavailableRemote } from './unavailable-remote';

interface State {
  error: unknown;
}

/** Catches a remote's load or render error so it costs only its own slot. */
export class RemoteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  override render() {
    return this.state.error ? <UnavailableRemote error={this.state.error} /> : this.props.children;
  }
}
