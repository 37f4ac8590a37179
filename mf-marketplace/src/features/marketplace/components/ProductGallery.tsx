import { ZoomIcon } from '@atelier/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PRODUCT_IMAGE_SIZE } from '../model/constants';
import { MARKETPLACE_TEXTS } from '../model/texts';
import { ProductLightbox } from './ProductLightbox';

const StyledGallery = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-width: 0;
`;

const StyledZoom = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: zoom-in;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
`;

const StyledZoomHint = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledThumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledThumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  overflow: hidden;
  border: ${({ theme }) => theme.space.xxs} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface ProductGalleryProps {
  title: string;
  images: readonly string[];
}

/**
 * The product's images: the selected one large (a button that opens the zoom lightbox) and a
 * thumbnail per image to select it. The lightbox and the gallery share the selected image.
 */
export function ProductGallery({ title, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const zoomRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const count = images.length;
  const current = images[selected];

  // Focus goes back to the zoom button once the dialog has closed (browsers differ on whether
  // closing a modal dialog restores focus by itself).
  useEffect(() => {
    if (lightboxOpen) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      zoomRef.current?.focus();
    }
  }, [lightboxOpen]);

  if (current === undefined) return null;
  return (
    <StyledGallery aria-label={MARKETPLACE_TEXTS.gallery}>
      <StyledZoom
        ref={zoomRef}
        type="button"
        aria-label={MARKETPLACE_TEXTS.zoomImage(selected + 1, count)}
        aria-haspopup="dialog"
        onClick={() => setLightboxOpen(true)}
      >
        <StyledImage
          src={current}
          alt=""
          width={PRODUCT_IMAGE_SIZE.width}
          height={PRODUCT_IMAGE_SIZE.height}
        />
        <StyledZoomHint aria-hidden="true">
          <ZoomIcon />
        </StyledZoomHint>
      </StyledZoom>
      {count > 1 && (
        <StyledThumbs>
          {images.map((src, index) => (
            <li key={src}>
              <StyledThumb
                type="button"
                aria-label={MARKETPLACE_TEXTS.showImage(index + 1, count)}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <StyledImage
                  src={src}
                  alt=""
                  width={PRODUCT_IMAGE_SIZE.width}
                  height={PRODUCT_IMAGE_SIZE.height}
                  loading="lazy"
                />
              </StyledThumb>
            </li>
          ))}
        </StyledThumbs>
      )}
      <ProductLightbox
        open={lightboxOpen}
        onClose={() => setLightboxOpen(false)}
        title={title}
        images={images}
        index={selected}
        onIndexChange={setSelected}
      />
    </StyledGallery>
  );
}
