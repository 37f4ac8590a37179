import { HeartIcon } from '@atelier/shared-ui';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { favouriteToggled, selectIsFavourite } from '../model/favouritesSlice';
import { MARKETPLACE_TEXTS } from '../model/texts';

const StyledFavourite = styled.button`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition: color ${({ theme }) => theme.transitions.fast};

  &:hover,
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface FavouriteButtonProps {
  productId: string;
  /** The product's title, for the button's accessible name. */
  title: string;
  className?: string;
}

/** The heart toggle of a product; favourites are kept in this browser. */
export function FavouriteButton({ productId, title, className }: FavouriteButtonProps) {
  const dispatch = useAppDispatch();
  const isFavourite = useAppSelector((state) => selectIsFavourite(state, productId));
  return (
    <StyledFavourite
      type="button"
      className={className}
      aria-pressed={isFavourite}
      aria-label={MARKETPLACE_TEXTS.favourite(title)}
      onClick={() => dispatch(favouriteToggled(productId))}
    >
      <HeartIcon filled={isFavourite} />
    </StyledFavourite>
  );
}
