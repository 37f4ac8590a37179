import { createContext, useContext } from 'react';
import type { AppStore } from './store';

/**
 * The area's store, made on first use. The store and RTK Query live in the code that follows the
 * first paint (the sections below the hero, the legal pages), so they stay out of the hero's
 * critical path; the holder is per mount, so each mount still gets a store of its own.
 */
export interface StoreHolder {
  store: AppStore | null;
}

export const StoreHolderContext = createContext<StoreHolder | null>(null);

export function useStoreHolder(): StoreHolder {
  const holder = useContext(StoreHolderContext);
  if (holder === null) throw new Error('useStoreHolder must be used within the landing App');
  return holder;
}
