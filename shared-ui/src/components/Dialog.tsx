import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../core';

const StyledDialog = styled.dialog`
  width: min(100% - ${({ theme }) => theme.space.xxl}, ${({ theme }) => theme.breakpoints.sm});
  max-height: calc(100% - ${({ theme }) => theme.space.xxl});
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} 0`};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledClose = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.xl} ${theme.space.xl}`};
`;

function returnFocus(openerRef: RefObject<HTMLElement | null>) {
  const opener = openerRef.current;
  openerRef.current = null;
  if (opener?.isConnected === true && opener !== document.body) opener.focus();
}

export interface DialogProps {
  /** Whether the dialog is shown (modal, above a dimmed page). */
  open: boolean;
  /** Asked to close: Esc, or the close button. The parent sets `open` to false. */
  onClose: () => void;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions at the bottom, usually buttons. */
  footer?: ReactNode;
  /** Accessible name of the close button; 'Close' by default. */
  closeLabel?: string;
  /** Leaves out the close button (when the footer already offers a way out). */
  hideCloseButton?: boolean;
  /** The element to focus when the dialog opens; the browser picks the first focusable one otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for dialogs that need an answer (confirmations); `dialog` by default. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog, announced after its name. */
  describedBy?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal` gives the focus trap, the inert
 * page behind, the backdrop and Esc. Focus goes back to the element that had it when the dialog
 * opened (the button that opened it) when the dialog closes, and also when its parent removes it
 * while open (a dialog rendered only while needed), which the browser alone does not do: focus
 * would fall to the page's body.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel = 'Close',
  hideCloseButton = false,
  initialFocusRef,
  role = 'dialog',
  describedBy,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** What had focus when the dialog opened; focused again when it closes. */
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus(openerRef);
    }
  }, [open, initialFocusRef]);

  // Removed while open: close it first (the page stops being inert), then give focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open !== true) return;
      dialog.close();
      returnFocus(openerRef);
    };
  }, []);

  return (
    <StyledDialog
      ref={dialogRef}
      role={role === 'dialog' ? undefined : role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        // Esc: stay open until the parent says otherwise, so `open` remains the truth.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
    >
      {open && (
        <>
          <StyledHeader>
            <StyledTitle id={titleId}>{title}</StyledTitle>
            {!hideCloseButton && (
              <StyledClose type="button" aria-label={closeLabel} onClick={onClose}>
                <CloseIcon />
              </StyledClose>
            )}
          </StyledHeader>
          {children !== undefined && <StyledBody>{children}</StyledBody>}
          {footer !== undefined && <StyledFooter>{footer}</StyledFooter>}
        </>
      )}
    </StyledDialog>
  );
}
