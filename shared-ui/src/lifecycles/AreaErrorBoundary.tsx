import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaFallback } from './AreaFallback';

interface Props {
  areaLabel: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches what an area throws while rendering and offers Retry (a fresh render). */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.areaLabel}] area crashed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) {
      return (
        <AreaFallback
          title={`${this.props.areaLabel} ran into a problem`}
          detail="Something went wrong while showing this part of Atelier. The rest of the platform still works."
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
