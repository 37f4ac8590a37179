import { useState } from 'react';
import { AreaRoutes, underPrefixes } from '@atelier/shared-ui';
import { AREA_PREFIXES, SCREENS } from './routes';
import { StoreHolderContext, type StoreHolder } from './storeHolder';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

/** The area's root: its routes, and a store of its own for each mount (made on first use). */
export function App() {
  const [storeHolder] = useState((): StoreHolder => ({ store: null }));
  return (
    <StoreHolderContext value={storeHolder}>
      <AreaRoutes routes={SCREENS} isUnknownPathOfArea={isUnknownPathOfArea} />
    </StoreHolderContext>
  );
}
