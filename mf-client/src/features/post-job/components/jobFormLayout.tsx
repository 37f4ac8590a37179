import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, FieldRow } from '@atelier/shared-ui';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

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
          <FieldRow>
            {heading}
            {action}
          </FieldRow>
        )}
        {children}
      </StyledSection>
    </Card>
  );
}
