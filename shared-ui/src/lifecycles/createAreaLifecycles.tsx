import {
  StrictMode,
  startTransition,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  PRERENDERED_CONTENT_ID,
  type AreaLifecycles,
  type PlatformProps,
} from '../contract/contract';
import { PlatformProvider } from '../contract/PlatformContext';
import { AtelierThemeProvider } from '../theme/AtelierThemeProvider';
import { AreaErrorBoundary } from './AreaErrorBoundary';

export interface AreaOptions {
  /** What users call this area, used in the fallback ("Marketplace could not be shown"). */
  label: string;
}

/**
 * Takes the page over from its prerendered first screen: removes it in the commit that inserts
 * the area's own content, so both are never painted together and nothing shifts.
 */
function ReplacesPrerenderedContent({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_CONTENT_ID)?.remove();
  }, []);
  return children;
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
                  <ReplacesPrerenderedContent>
                    <App />
                  </ReplacesPrerenderedContent>
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
