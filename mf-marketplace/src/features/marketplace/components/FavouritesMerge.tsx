import { useSessionOrSignedOut } from '@atelier/shared-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMergeIntoAccount } from '../../../lib/mergeIntoAccount';
import { useMergeFavouritesMutation } from '../api/mergeFavourites';
import {
  favouritesCleared,
  mergeableProductIds,
  selectFavouriteProductIds,
} from '../model/favouritesSlice';

/**
 * Renders nothing. When a user is signed in and this browser holds a visitor's favourites, they
 * are merged into the account once (`/me/favourites/merge`), then cleared here. A failed merge
 * keeps them in the browser for the next visit.
 */
export function FavouritesMerge() {
  const dispatch = useAppDispatch();
  const [mergeFavourites] = useMergeFavouritesMutation();
  useMergeIntoAccount({
    signedIn: useSessionOrSignedOut().status === 'signedIn',
    localIds: useAppSelector(selectFavouriteProductIds),
    mergeable: mergeableProductIds,
    merge: (productIds) => mergeFavourites({ productIds }).unwrap(),
    clear: () => dispatch(favouritesCleared()),
    failure: 'Could not keep the browser favourites in the account',
  });
  return null;
}
