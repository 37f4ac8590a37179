import { lazyScreen, type AreaRoute } from '@atelier/shared-ui';
import { PATHS } from '../config/paths';
import { OpenFirstTab } from '../features/style/components/OpenFirstTab';
import { PlmLayout } from './PlmLayout';

export { AREA_PREFIXES, PATHS } from '../config/paths';

const stylePage = lazyScreen(() => import('./screens/StylePage'), 'StylePage', 'Loading style');

/** The area's screens inside the signed-in user's header; each is a chunk of its own. */
export const SCREENS: readonly AreaRoute[] = [
  {
    element: <PlmLayout />,
    children: [
      {
        path: PATHS.styles,
        element: lazyScreen(
          () => import('../features/styles/components/StyleList'),
          'StyleList',
          'Loading styles',
        ),
      },
      {
        path: PATHS.newStyle,
        element: lazyScreen(
          () => import('../features/styles/components/NewStyle'),
          'NewStyle',
          'Loading new style',
        ),
      },
      // A style's address without a tab opens its first; every tab is then one route, so moving
      // between tabs keeps the page (and its unsaved draft) mounted.
      { path: PATHS.style, element: <OpenFirstTab /> },
      { path: PATHS.styleTab, element: stylePage },
    ],
  },
];
