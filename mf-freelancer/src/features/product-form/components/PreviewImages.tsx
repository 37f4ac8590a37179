import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  type UploadedFile,
} from '@atelier/shared-ui';
import { moved, thumbnailUrlOf } from '../model/imageOrder';
import { IMAGE_ORDER_TEXTS as T } from '../model/texts';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

export interface PreviewImagesProps {
  /** The images in the order buyers see them: the first is the cover. */
  images: readonly UploadedFile[];
  /** The images in their new order (Move earlier / Move later). */
  onReorder: (images: UploadedFile[]) => void;
  onRemove: (key: string) => void;
  formatSize: (bytes: number) => string;
}

/**
 * The product's preview images as thumbnails, in the seller's order: the first is the cover;
 * Move earlier and Move later reorder them (buttons, so the keyboard can), and the focus follows
 * the moved image.
 */
export function PreviewImages({ images, onReorder, onRemove, formatSize }: PreviewImagesProps) {
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; later: boolean } | null>(
    null,
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (focusAfterMove === null) return;
    const index = images.findIndex((image) => image.key === focusAfterMove.key);
    // At an end, the move the other way is the one left.
    const later = index === images.length - 1 ? false : index === 0 ? true : focusAfterMove.later;
    buttons.current.get(`${focusAfterMove.key}:${later ? 'later' : 'earlier'}`)?.focus();
  }, [focusAfterMove, images]);

  const move = (index: number, by: -1 | 1) => {
    const image = images[index];
    if (image === undefined) return;
    onReorder(moved(images, index, index + by));
    setFocusAfterMove({ key: image.key, later: by === 1 });
  };
  const buttonRef = (key: string) => (node: HTMLButtonElement | null) => {
    if (node === null) buttons.current.delete(key);
    else buttons.current.set(key, node);
  };

  return (
    <StyledGrid aria-label={T.list}>
      {images.map((image, index) => (
        <StyledItem key={image.key}>
          <img src={thumbnailUrlOf(image.key)} alt={image.name} loading="lazy" />
          <span>
            {image.name} ({formatSize(image.size)})
          </span>
          {index === 0 && (
            <span>
              <Badge tone="brand">{T.cover}</Badge>
            </span>
          )}
          <StyledActions>
            {index > 0 && (
              <Button
                ref={buttonRef(`${image.key}:earlier`)}
                variant="secondary"
                size="sm"
                aria-label={T.moveEarlier(image.name)}
                onClick={() => {
                  move(index, -1);
                }}
              >
                <ChevronLeftIcon />
              </Button>
            )}
            {index < images.length - 1 && (
              <Button
                ref={buttonRef(`${image.key}:later`)}
                variant="secondary"
                size="sm"
                aria-label={T.moveLater(image.name)}
                onClick={() => {
                  move(index, 1);
                }}
              >
                <ChevronRightIcon />
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${image.name}`}
              onClick={() => {
                onRemove(image.key);
              }}
            >
              Remove
            </Button>
          </StyledActions>
        </StyledItem>
      ))}
    </StyledGrid>
  );
}
