import {
  StrictMode,
  startTransition,
  useLayoutEffect,
  useRef,
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
  /**
   * The area's screens take over a prerendered first screen themselves, once their content is
   * there (`useTakesOverPrerenderedContent`), instead of on the area's first render: for a
   * screen that loads its data first (the public profile), so the page never goes from content
   * back to a spinner.
   */
  screensTakeOverPrerenderedContent?: boolean;
}

/** Removes the prerendered first screen, if any. */
export function removePrerenderedContent(): void {
  document.getElementById(PRERENDERED_CONTENT_ID)?.remove();
}

/**
 * For a screen of an area with `screensTakeOverPrerenderedContent`: removes the prerendered
 * first screen in the commit where `ready` (its own content is rendered), or when it unmounts.
 */
export function useTakesOverPrerenderedContent(ready: boolean): void {
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (ready) removePrerenderedContent();
  }, [ready]);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Only once really gone: StrictMode unmounts and mounts again at once in development.
      queueMicrotask(() => {
        if (!mounted.current) removePrerenderedContent();
      });
    };
  }, []);
}

/**
 * Takes the page over from its prerendered first screen: removes it in the commit that inserts
 * the area's own content, so both are never painted together and nothing shifts.
 */
function ReplacesPrerenderedContent({ children }: { children: ReactNode }) {
  useLayoutEffect(removePrerenderedContent, []);
  return children;
}

/**
 * single-spa lifecycles for an area: one React root per mount, inside the theme, the platform
 * context and an error boundary, so that an area that throws shows a fallback with Retry in its
 * own element while the rest of the page keeps working.
 */
export function createAreaLifecycles(
  App: ComponentType,
  { label, screensTakeOverPrerenderedContent = false }: AreaOptions,
): AreaLifecycles {
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
                  {screensTakeOverPrerenderedContent ? (
                    <App />
                  ) : (
                    <ReplacesPrerenderedContent>
                      <App />
                    </ReplacesPrerenderedContent>
                  )}
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
