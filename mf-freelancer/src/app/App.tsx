import { AreaRoutes, underPrefixes } from '@atelier/shared-ui';
import { AREA_PREFIXES, SCREENS } from './routes';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

export function App() {
  return <AreaRoutes routes={SCREENS} isUnknownPathOfArea={isUnknownPathOfArea} />;
}
