import { useEffect, useRef } from 'react';
import { useSessionOrSignedOut } from '@atelier/shared-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
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
  const signedIn = useSessionOrSignedOut().status === 'signedIn';
  const localIds = useAppSelector(selectFavouriteProductIds);
  const [mergeFavourites] = useMergeFavouritesMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!signedIn) {
      started.current = false;
      return;
    }
    if (started.current || localIds.length === 0) return;
    started.current = true;
    const productIds = mergeableProductIds(localIds);
    if (productIds.length === 0) {
      dispatch(favouritesCleared());
      return;
    }
    void mergeFavourites({ productIds })
      .unwrap()
      .then(
        () => dispatch(favouritesCleared()),
        (error: unknown) => {
          console.error('Could not keep the browser favourites in the account', error);
        },
      );
  }, [signedIn, localIds, mergeFavourites, dispatch]);

  return null;
}
