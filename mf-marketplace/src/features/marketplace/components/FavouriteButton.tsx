import { HeartIcon, useSessionOrSignedOut } from '@atelier/shared-ui';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useAddFavouriteMutation } from '../api/addFavourite';
import { useGetFavouritesQuery } from '../api/getFavourites';
import { useRemoveFavouriteMutation } from '../api/removeFavourite';
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

/**
 * The heart toggle of a product. A signed-in user's favourites are kept on the server; a
 * visitor's in this browser.
 */
export function FavouriteButton({ productId, title, className }: FavouriteButtonProps) {
  const dispatch = useAppDispatch();
  const { status } = useSessionOrSignedOut();
  const signedIn = status === 'signedIn';
  const isLocalFavourite = useAppSelector((state) => selectIsFavourite(state, productId));
  const { data: favourites } = useGetFavouritesQuery(undefined, { skip: !signedIn });
  const [addFavourite, { isLoading: isAdding }] = useAddFavouriteMutation();
  const [removeFavourite, { isLoading: isRemoving }] = useRemoveFavouriteMutation();
  const isFavourite = signedIn
    ? (favourites?.productIds.includes(productId) ?? false)
    : isLocalFavourite;

  const toggle = () => {
    if (!signedIn) {
      dispatch(favouriteToggled(productId));
      return;
    }
    if (isFavourite) void removeFavourite(productId);
    else void addFavourite(productId);
  };

  return (
    <StyledFavourite
      type="button"
      className={className}
      aria-pressed={isFavourite}
      aria-label={MARKETPLACE_TEXTS.favourite(title)}
      aria-busy={isAdding || isRemoving}
      // Until the session is known, a click could not tell where the favourite belongs.
      disabled={
        status === 'loading' || (signedIn && (favourites === undefined || isAdding || isRemoving))
      }
      onClick={toggle}
    >
      <HeartIcon filled={isFavourite} />
    </StyledFavourite>
  );
}
