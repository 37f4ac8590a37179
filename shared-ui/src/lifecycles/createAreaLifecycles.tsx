import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AreaLifecycles, PlatformProps } from '../contract/contract';
import { PlatformProvider } from '../contract/PlatformContext';
import { AtelierThemeProvider } from '../theme/AtelierThemeProvider';
import { AreaErrorBoundary } from './AreaErrorBoundary';

export interface AreaOptions {
  /** What users call this area, used in the fallback ("Marketplace could not be shown"). */
  label: string;
}

/**
 * single-spa lifecycles for an area: one React root per mount, inside the theme, the platform
 * context and an error boundary, so that an area that throws shows a fallback with Retry in its
 * own element while the rest of the page keeps working.
 */
export function createAreaLifecycles(App: ComponentType, { label }: AreaOptions): AreaLifecycles {
  const roots = new Map<HTMLElement, Root>();
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props: PlatformProps) => {
      const root = createRoot(props.domElement);
      roots.set(props.domElement, root);
      // In a transition React renders in slices and yields to the browser between them, so a
      // large screen's first render is never one long task that input would wait behind.
      startTransition(() => {
        root.render(
          <StrictMode>
            <AtelierThemeProvider>
              <PlatformProvider platform={props}>
                <AreaErrorBoundary areaLabel={label}>
                  <App />
                </AreaErrorBoundary>
              </PlatformProvider>
            </AtelierThemeProvider>
          </StrictMode>,
        );
      });
      return Promise.resolve();
    },
    unmount: (props: PlatformProps) => {
      roots.get(props.domElement)?.unmount();
      roots.delete(props.domElement);
      return Promise.resolve();
    },
  };
}
