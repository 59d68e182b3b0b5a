import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from './error-page';

interface RouteErrorsProps {
  /** True around the layout: its failure leaves no nav bar, so the error page is the whole page. */
  standalone?: boolean;
  children: ReactNode;
}

interface BoundaryProps extends RouteErrorsProps {
  pathname: string;
}

interface BoundaryState {
  pathname: string;
  failure: { error: unknown } | null;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // Another address clears the error, as following a link away from a broken page should.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: null };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <ErrorPage error={failure.error} standalone={this.props.standalone} /> : this.props.children;
  }
}

/** Shows the error page in place of the routes below when they throw while rendering, until the address changes. */
export function RouteErrors({ standalone = false, children }: RouteErrorsProps) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname} standalone={standalone}>
      {children}
    </RouteErrorBoundary>
  );
}
