import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { toneColors, type Tone } from '../theme/tones';
import { CloseIcon } from './icons';

/** Meaning of a banner; `danger` and `warning` interrupt (role="alert"), the others are polite. */
export type BannerTone = Extract<Tone, 'info' | 'success' | 'warning' | 'danger'>;

const StyledBanner = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme, $tone }) => toneColors(theme, $tone).strong};
  border-left-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).soft};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMessage = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDismiss = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface BannerProps {
  /** Meaning and colour; `info` by default. */
  tone?: BannerTone;
  /** Bold first line, e.g. 'Product uploaded successfully!'. */
  title?: ReactNode;
  /** The message under the title. */
  children?: ReactNode;
  /**
   * Called when the banner goes away: the dismiss button, or the end of `autoDismissMs`. When
   * given, a dismiss button is shown.
   */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button; 'Dismiss' by default. */
  dismissLabel?: string;
  /**
   * Clears the banner by itself after this many milliseconds (success banners: 3000) and calls
   * `onDismiss`. Give the banner a new `key` to show it again.
   */
  autoDismissMs?: number;
  /**
   * The outcome of what the user just did (a save, a publish): brought into view when it
   * appears, since the form's top may be far above the button pressed, and, for a failure
   * (`danger`), focused so that the keyboard continues from it.
   */
  reveal?: boolean;
}

/** A message across the top of a form or page: success, failure, information. */
export function Banner({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  autoDismissMs,
  reveal = false,
}: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const failed = tone === 'danger';

  useEffect(() => {
    const node = bannerRef.current;
    if (!reveal || node === null) return;
    // jsdom has no scrollIntoView; browsers all do.
    if (typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'nearest' });
    if (failed) node.focus({ preventScroll: true });
  }, [reveal, failed]);
  const dismiss = useEffectEvent(() => {
    setDismissed(true);
    onDismiss?.();
  });

  useEffect(() => {
    if (autoDismissMs === undefined) return undefined;
    const timer = setTimeout(dismiss, autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs]);

  if (dismissed) return null;
  return (
    <StyledBanner
      ref={bannerRef}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      tabIndex={reveal && failed ? -1 : undefined}
      $tone={tone}
    >
      <StyledBody>
        {title !== undefined && <StyledTitle>{title}</StyledTitle>}
        {children !== undefined && <StyledMessage>{children}</StyledMessage>}
      </StyledBody>
      {onDismiss !== undefined && (
        <StyledDismiss
          type="button"
          aria-label={dismissLabel}
          onClick={() => {
            setDismissed(true);
            onDismiss();
          }}
        >
          <CloseIcon />
        </StyledDismiss>
      )}
    </StyledBanner>
  );
}
