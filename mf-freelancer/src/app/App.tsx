import { AreaRoutes, underPrefixes } from '@atelier/shared-ui';
import { AREA_PREFIXES, SCREENS } from './routes';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

/** The freelancer workspace: its screens (with the role's navbar) and the unknown-path rule. */
export function App() {
  return <AreaRoutes routes={SCREENS} isUnknownPathOfArea={isUnknownPathOfArea} />;
}
