import { Navigate, useParams } from 'react-router-dom';
import { STYLE_TABS } from '@atelier/api-contract/values';
import { stylePath } from '../../../config/paths';

/** `/plm/styles/:styleId` opens the style on its first tab, Overview. */
export function OpenFirstTab() {
  const { styleId = '' } = useParams();
  return <Navigate to={stylePath(styleId, STYLE_TABS[0])} replace />;
}
