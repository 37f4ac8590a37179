import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  AreaFallback,
  AtelierThemeProvider,
  PRERENDERED_CONTENT_ID,
  type AreaLifecycles,
  type AreaModule,
  type PlatformProps,
} from '@atelier/shared-ui';
import { AreaContractError } from './federationPlugins';

/** Loads an area's lifecycles; `reset` makes the next `load` start afresh (for Retry). */
export interface AreaLoader {
  load(): Promise<AreaModule>;
  reset(): void;
}

interface MountedArea {
  /** Loading and fallback messages render here, next to the area's own element. */
  statusElement: HTMLElement;
  statusRoot: Root;
  /** The element handed to the remote as its `domElement`. */
  contentElement: HTMLElement;
  /** False once single-spa unmounted the area: late results are dropped. */
  active: boolean;
  /** The remote's lifecycles, once they mounted. */
  mounted: AreaLifecycles | null;
  /** Waits for the area's first content, to hide the loading message. */
  contentWatch: MutationObserver | null;
}

/**
 * Out of the page's flow, so that nothing moves when the area replaces it (no layout shift on
 * any page's first load).
 */
const StyledAreaLoadingMessage = styled.p`
  position: absolute;
  inset-inline: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/**
 * Wraps an area's lifecycles so that a remote that fails to load or throws while mounting shows
 * a fallback with Retry inside its own element, while the rest of the platform keeps working.
 * single-spa sees lifecycles that never fail; the real ones are loaded at first mount.
 */
export function createResilientArea(
  label: string,
  loader: AreaLoader,
  /** What the loading message names at a path (a screen of the area); the area's label without. */
  loadingLabelAt: (pathname: string) => string = () => label,
): AreaLifecycles {
  let loading: Promise<AreaModule> | null = null;
  let bootstrapped: AreaLifecycles | null = null;
  const mounts = new Map<HTMLElement, MountedArea>();

  const showStatus = (area: MountedArea, content: ReactNode) => {
    if (content !== null) area.statusElement.hidden = false;
    area.statusRoot.render(<AtelierThemeProvider>{content}</AtelierThemeProvider>);
  };

  /**
   * Hides the loading message before the frame in which the area's first content shows. The area
   * commits its first render in a task of its own after `mount` resolved (a transition), and the
   * status root's update comes in yet another: without this, a slow machine painted the area's
   * own loading state ('Loading Marketplace') beside this one, two statuses at once.
   */
  const hideLoadingWhenContentShows = (area: MountedArea) => {
    area.contentWatch?.disconnect();
    const observer = new MutationObserver(() => {
      if (!area.contentElement.hasChildNodes()) return;
      area.statusElement.hidden = true;
      observer.disconnect();
    });
    observer.observe(area.contentElement, { childList: true });
    area.contentWatch = observer;
  };

  async function mountArea(props: PlatformProps, area: MountedArea): Promise<void> {
    // A prerendered first screen is the page while the area loads; nothing to add over it.
    if (document.getElementById(PRERENDERED_CONTENT_ID) === null) {
      showStatus(
        area,
        <StyledAreaLoadingMessage role="status">
          Loading {loadingLabelAt(window.location.pathname)}...
        </StyledAreaLoadingMessage>,
      );
    }
    hideLoadingWhenContentShows(area);
    const areaProps = { ...props, domElement: area.contentElement };
    let lifecycles: AreaModule;
    try {
      loading ??= loader.load();
      lifecycles = await loading;
    } catch (error) {
      loading = null;
      loader.reset();
      // A remote built against another major of the contract is refused as it loads
      // (federationPlugins.ts): its area says why instead of running it.
      const refused = error instanceof AreaContractError;
      if (refused) console.error(`[shell] ${label} was not mounted: ${error.message}`);
      else console.error(`[shell] ${label} could not be loaded`, error);
      if (area.active) {
        showStatus(
          area,
          <AreaFallback
            title={`${label} could not be loaded`}
            detail={
              refused
                ? error.message
                : 'Check your connection and try again. The rest of Atelier still works.'
            }
            onRetry={() => void mountArea(props, area)}
          />,
        );
      }
      return;
    }
    if (!area.active) return;
    try {
      if (bootstrapped !== lifecycles) {
        await lifecycles.bootstrap(areaProps);
        bootstrapped = lifecycles;
      }
      await lifecycles.mount(areaProps);
      area.mounted = lifecycles;
      showStatus(area, null);
    } catch (error) {
      console.error(`[shell] ${label} failed to start`, error);
      showStatus(
        area,
        <AreaFallback
          title={`${label} could not be shown`}
          detail="Something went wrong while starting this part of Atelier. The rest still works."
          onRetry={() => void mountArea(props, area)}
        />,
      );
    }
  }

  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      const statusElement = document.createElement('div');
      const contentElement = document.createElement('div');
      props.domElement.replaceChildren(statusElement, contentElement);
      const area: MountedArea = {
        statusElement,
        statusRoot: createRoot(statusElement),
        contentElement,
        active: true,
        mounted: null,
        contentWatch: null,
      };
      mounts.set(props.domElement, area);
      // single-spa waits for mount; the area's own loading message covers slow networks.
      return mountArea(props, area);
    },
    unmount: async (props) => {
      const area = mounts.get(props.domElement);
      if (area === undefined) return;
      mounts.delete(props.domElement);
      area.active = false;
      area.contentWatch?.disconnect();
      await area.mounted?.unmount({ ...props, domElement: area.contentElement });
      area.statusRoot.unmount();
      props.domElement.replaceChildren();
    },
  };
}
