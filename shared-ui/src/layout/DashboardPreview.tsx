import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Banner, LinkButton, ROUTES, mediaUp, type SelfServiceRole } from '../core';

/** The preview frame's texts, per role (the role names are the role selection's). */
export const DASHBOARD_PREVIEW_TEXTS = {
  badge: 'Preview',
  notice: 'This is a preview with sample figures. Sign up to see your own.',
  roles: {
    freelancer: {
      title: 'Your freelance business, at a glance',
      text: 'Sell your work, build your portfolio and land projects with brands.',
      signUp: 'Sign up as a Freelancer / Designer',
    },
    client: {
      title: 'Your brand’s hiring and sourcing, at a glance',
      text: 'Post jobs and requests, review applications and work with talent and suppliers.',
      signUp: 'Sign up as a Brand / Client',
    },
    supplier: {
      title: 'Your supplier business, at a glance',
      text: 'List your services, answer client requests and get found by brands.',
      signUp: 'Sign up as a Supplier / Manufacturer',
    },
  },
} as const satisfies {
  badge: string;
  notice: string;
  roles: Record<SelfServiceRole, { title: string; text: string; signUp: string }>;
};

const PreviewContext = createContext<SelfServiceRole | null>(null);

/**
 * The role whose dashboard is previewed, or null on a real dashboard. A dashboard component
 * reads it to send a visitor's actions (quick actions, Upgrade Now) to sign-up instead.
 */
export function useDashboardPreview(): SelfServiceRole | null {
  return useContext(PreviewContext);
}

// One definite column, narrower margins on a phone: the call to action then fits 390 px.
const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  ${mediaUp('sm')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} 0`};
  }
`;
const StyledCall = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${mediaUp('sm')} {
    padding: ${({ theme }) => theme.space.xl};
  }
  /* 'Sign up as a Freelancer / Designer' wraps on a phone rather than widen the page. */
  a {
    white-space: normal;
    text-align: center;
  }
`;
const StyledCallText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  & > * {
    margin: 0;
  }
`;

export interface DashboardPreviewFrameProps {
  /** Whose dashboard is shown to the visitor (as RoleWorkspaceLayout's `workspace`). */
  workspace: SelfServiceRole;
  /** The role's real dashboard components, fed with demo figures. */
  children: ReactNode;
}

/**
 * A public dashboard preview (spec 001 section 2: /freelancer-dashboard-preview,
 * /client-dashboard-preview, /supplier-dashboard-preview): the role's real dashboard, fed with
 * the spec's demo figures by the caller, marked as a preview and with a call to sign up for that
 * role. Inside it `useDashboardPreview()` answers the role.
 */
export function DashboardPreviewFrame({ workspace, children }: DashboardPreviewFrameProps) {
  const texts = DASHBOARD_PREVIEW_TEXTS.roles[workspace];
  return (
    <PreviewContext.Provider value={workspace}>
      <StyledFrame>
        <Banner tone="info" title={<Badge tone="brand">{DASHBOARD_PREVIEW_TEXTS.badge}</Badge>}>
          {DASHBOARD_PREVIEW_TEXTS.notice}
        </Banner>
        <StyledCall aria-labelledby="dashboard-preview-call">
          <StyledCallText>
            <h2 id="dashboard-preview-call">{texts.title}</h2>
            <p>{texts.text}</p>
          </StyledCallText>
          <LinkButton to={ROUTES.signup}>{texts.signUp}</LinkButton>
        </StyledCall>
      </StyledFrame>
      {children}
    </PreviewContext.Provider>
  );
}
