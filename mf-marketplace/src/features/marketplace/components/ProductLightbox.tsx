import { useEffect, useEffectEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, ChevronLeftIcon, ChevronRightIcon } from '@atelier/shared-ui';
import { PRODUCT_IMAGE_SIZE } from '../model/constants';
import { wrapIndex } from '../model/lightbox';
import { MARKETPLACE_TEXTS } from '../model/texts';

const StyledFigure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledCaption = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export interface ProductLightboxProps {
  open: boolean;
  onClose: () => void;
  /** The product's title: the dialog's name and the images' description. */
  title: string;
  images: readonly string[];
  /** The image shown, from 0. */
  index: number;
  onIndexChange: (index: number) => void;
}

/**
 * The zoomed gallery: a modal dialog showing one image at full width. Previous and Next (and the
 * Left and Right arrow keys) move through the images and wrap in both directions; Esc or Close
 * shut it, and focus goes back to where it was.
 */
export function ProductLightbox({
  open,
  onClose,
  title,
  images,
  index,
  onIndexChange,
}: ProductLightboxProps) {
  const count = images.length;
  const step = (delta: number) => onIndexChange(wrapIndex(index, delta, count));

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  });

  useEffect(() => {
    if (!open || count < 2) return undefined;
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count]);

  const src = images[index];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={MARKETPLACE_TEXTS.closeLightbox}
      footer={
        count > 1 ? (
          <>
            <Button variant="secondary" onClick={() => step(-1)}>
              <ChevronLeftIcon />
              {MARKETPLACE_TEXTS.previousImage}
            </Button>
            <Button variant="secondary" onClick={() => step(1)}>
              {MARKETPLACE_TEXTS.nextImage}
              <ChevronRightIcon />
            </Button>
          </>
        ) : undefined
      }
    >
      {src !== undefined && (
        <StyledFigure>
          <StyledImage
            src={src}
            alt={MARKETPLACE_TEXTS.imageAlt(title, index + 1)}
            width={PRODUCT_IMAGE_SIZE.width}
            height={PRODUCT_IMAGE_SIZE.height}
          />
          <StyledCaption aria-live="polite">
            {MARKETPLACE_TEXTS.imagePosition(index + 1, count)}
          </StyledCaption>
        </StyledFigure>
      )}
    </Dialog>
  );
}
