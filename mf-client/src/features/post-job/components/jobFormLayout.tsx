import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@atelier/shared-ui';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1;
  }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A control and its buttons on one line, the control taking the room left. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <StyledRow>{children}</StyledRow>;
}

/** Badges in a wrapping list (skills, the preview's tags). */
export function ChipList(props: ComponentPropsWithRef<'ul'>) {
  return <StyledChips {...props} />;
}

export interface JobSectionProps {
  /** The id of the section's h2, which names the section. */
  id: string;
  /** The section's title, the spec's ('Basic Information'). */
  title: string;
  /** A button beside the title ('Autofill with AI'). */
  action?: ReactNode;
  children: ReactNode;
}

/** One of Post a Job's sections: a card named by its h2. */
export function JobSection({ id, title, action, children }: JobSectionProps) {
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <Card>
      <StyledSection aria-labelledby={id}>
        {action === undefined ? (
          heading
        ) : (
          <StyledRow>
            {heading}
            {action}
          </StyledRow>
        )}
        {children}
      </StyledSection>
    </Card>
  );
}
