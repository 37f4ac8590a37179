import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ROUTES } from '../contract/routes';
import { BrieflyUnavailableBanner } from './BrieflyUnavailableBanner';

export interface AreaRoute {
  /**
   * react-router path pattern, e.g. `/marketplace/product/:productId` (from the platform route
   * table). Left out for a layout route, which only wraps its `children` (e.g. a role's navbar
   * around an `<Outlet />`).
   */
  path?: string;
  element: ReactNode;
  /** Nested routes, rendered where `element` places its `<Outlet />`. */
  children?: readonly AreaRoute[];
}

export interface AreaRoutesProps {
  /** The screens of the area. */
  routes: readonly AreaRoute[];
  /**
   * Whether a path that matches none of `routes` is this area's to redirect to `/` (the spec's
   * rule for unknown paths), e.g. anything under `/freelancer/` for the freelancer area.
   */
  isUnknownPathOfArea: (pathname: string) => boolean;
  /** Wraps the routes inside the router, e.g. with a gate that needs the location. */
  wrap?: (routes: ReactNode) => ReactNode;
}

/**
 * While single-spa moves to another area, this area's router briefly sees the new path before it
 * unmounts; such paths render nothing here. Only unknown paths inside the area redirect.
 */
function OutsideOrUnknown({ isUnknownPathOfArea }: Pick<AreaRoutesProps, 'isUnknownPathOfArea'>) {
  const { pathname } = useLocation();
  return isUnknownPathOfArea(pathname) ? <Navigate to={ROUTES.home} replace /> : null;
}

/** The usual rule for a remote: unknown paths under one of its prefixes are its own. */
export const underPrefixes =
  (prefixes: readonly string[]) =>
  (pathname: string): boolean =>
    prefixes.some((prefix) => pathname.startsWith(prefix));

function renderRoute(route: AreaRoute, index: number): ReactNode {
  return (
    <Route key={route.path ?? `layout-${index}`} path={route.path} element={route.element}>
      {route.children?.map(renderRoute)}
    </Route>
  );
}

/**
 * An area's router: its screens, plus the unknown-path rule of the spec, and the banner saying
 * when the API is briefly unavailable (every area shows it).
 */
export function AreaRoutes({
  routes,
  isUnknownPathOfArea,
  wrap = (children) => children,
}: AreaRoutesProps) {
  return (
    <BrowserRouter>
      <BrieflyUnavailableBanner />
      {wrap(
        <Routes>
          {routes.map(renderRoute)}
          <Route
            path="*"
            element={<OutsideOrUnknown isUnknownPathOfArea={isUnknownPathOfArea} />}
          />
        </Routes>,
      )}
    </BrowserRouter>
  );
}
