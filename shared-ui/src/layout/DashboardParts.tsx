import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Card, LinkButton, PageHeader, ROUTES, type ButtonVariant } from '../core';
import { useDashboardPreview } from './DashboardPreview';

/**
 * Where a dashboard's link leads: its screen on a real dashboard, sign-up inside a preview (a
 * visitor's actions all lead there).
 */
export function useDashboardLink(): (path: string) => string {
  const preview = useDashboardPreview();
  return (path) => (preview === null ? path : ROUTES.signup);
}

export interface DashboardHeaderProps {
  title: string;
  /** The title's id, which names the dashboard's page. */
  titleId: string;
  /** A paid plan (PRO, Premium): the badge in success, the free plan's in neutral. */
  paid: boolean;
  /** The badge's words for each plan. */
  plan: { paid: string; free: string };
  /** Whom to welcome; nothing when unknown or empty. */
  name?: string | undefined;
  welcome: (name: string) => string;
}

/** A dashboard's title with the plan's badge and the welcome line. */
export function DashboardHeader({
  title,
  titleId,
  paid,
  plan,
  name,
  welcome,
}: DashboardHeaderProps) {
  return (
    <PageHeader
      title={title}
      titleId={titleId}
      badge={<Badge tone={paid ? 'success' : 'neutral'}>{paid ? plan.paid : plan.free}</Badge>}
      subtitle={name !== undefined && name !== '' && welcome(name)}
    />
  );
}

export interface DashboardActionProps {
  /** The screen it leads to (sign-up inside a preview). */
  to: string;
  /** Secondary by default: the link under a card's content. */
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A card's closing link ('View all', 'Manage services'), on a line of its own. */
export function DashboardAction({ to, variant = 'secondary', children }: DashboardActionProps) {
  const link = useDashboardLink();
  return (
    <div>
      <LinkButton to={link(to)} variant={variant}>
        {children}
      </LinkButton>
    </div>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface QuickAction {
  to: string;
  label: string;
}

export interface QuickActionsCardProps {
  title: string;
  /** The first is the primary action, the others secondary. */
  actions: readonly QuickAction[];
}

/** A dashboard's Quick Actions card: a row of links, the first one primary. */
export function QuickActionsCard({ title, actions }: QuickActionsCardProps) {
  const link = useDashboardLink();
  return (
    <Card title={title} headingLevel={2}>
      <StyledActions>
        {actions.map(({ to, label }, index) => (
          <LinkButton key={to} to={link(to)} variant={index === 0 ? 'primary' : 'secondary'}>
            {label}
          </LinkButton>
        ))}
      </StyledActions>
    </Card>
  );
}

export interface UpgradeCardProps {
  title: string;
  /** What the paid plan adds. */
  text: string;
  /** The subscription screen. */
  to: string;
  label: string;
  /** More between the text and the link (the plan's features). */
  children?: ReactNode;
}

/** The paid plan's card on a free account's dashboard, with its Upgrade link. */
export function UpgradeCard({ title, text, to, label, children }: UpgradeCardProps) {
  return (
    <Card title={title} headingLevel={2}>
      <p>{text}</p>
      {children}
      <DashboardAction to={to} variant="primary">
        {label}
      </DashboardAction>
    </Card>
  );
}

/** The figures of a dashboard card, side by side as the width allows. */
export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** A card's list of items (recent applications, requests, members), one row each. */
export const ItemList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One row of an `ItemList`: its name on the left, its status and actions on the right. */
export const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
