import { Component, type ReactNode } from 'react';

interface ScreenErrorBoundaryProps {
  /** The address shown: a move to another one tries again. */
  pathname: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  failed: boolean;
  /** The address the state is about. */
  pathname: string;
}

/**
 * A screen that fails to load (its code could not be fetched) or to draw shows `fallback`
 * instead, under the layout; moving to another address tries again.
 */
export class ScreenErrorBoundary extends Component<
  ScreenErrorBoundaryProps,
  ScreenErrorBoundaryState
> {
  override state: ScreenErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<ScreenErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen could not be shown', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
