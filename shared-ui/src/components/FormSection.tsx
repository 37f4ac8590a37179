import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../core';

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;
const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface FormSectionProps {
  /** The section's name, e.g. 'Basic Information' (the fieldset's legend). */
  legend: ReactNode;
  /** Its fields. */
  children: ReactNode;
  /** Without the card around it (a group inside another section). */
  bare?: boolean;
}

/** A named group of a form's fields, in a card: the spec's form sections. */
export function FormSection({ legend, children, bare = false }: FormSectionProps) {
  const fieldset = (
    <StyledFieldset>
      <StyledLegend>{legend}</StyledLegend>
      {children}
    </StyledFieldset>
  );
  return bare ? fieldset : <Card>{fieldset}</Card>;
}
