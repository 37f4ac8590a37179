import { isValidElement, type ReactElement } from 'react';
import { ROUTES, RoleWorkspaceLayout, type AreaRoute } from '@atelier/shared-ui';
import { roleWorkspaceScreens } from './roleWorkspaceScreens';

const own: AreaRoute = { path: ROUTES.supplier.services, element: <p>Services</p> };

describe('roleWorkspaceScreens', () => {
  it('puts the role’s screens and messages, notifications and settings in its layout', () => {
    const [workspace, ...others] = roleWorkspaceScreens({ workspace: 'supplier', screens: [own] });
    expect(others).toHaveLength(0);
    const layout = workspace?.element as ReactElement<{ workspace: string }>;
    expect(layout.type).toBe(RoleWorkspaceLayout);
    expect(layout.props.workspace).toBe('supplier');
    expect(workspace?.children?.map((route) => route.path)).toEqual([
      ROUTES.supplier.services,
      ROUTES.supplier.messages,
      ROUTES.supplier.notifications,
      ROUTES.supplier.settings,
    ]);
    for (const route of workspace?.children?.slice(1) ?? []) {
      expect((route.element as ReactElement<{ workspace: string }>).props.workspace).toBe(
        'supplier',
      );
    }
  });

  it('wraps the layout in the frame it is given', () => {
    const [workspace] = roleWorkspaceScreens({
      workspace: 'freelancer',
      screens: [],
      frame: (layout) => <section>{layout}</section>,
    });
    const frame = workspace?.element as ReactElement<{ children: unknown }>;
    expect(frame.type).toBe('section');
    expect(isValidElement(frame.props.children)).toBe(true);
  });
});
