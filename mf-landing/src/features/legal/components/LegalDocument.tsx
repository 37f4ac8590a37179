import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mediaUp } from '@atelier/shared-ui';
import { LEGAL_TEXTS } from '../model/texts';
import { DOCUMENT_WIDTH } from '../../../components/layout';

const StyledDocument = styled.article`
  max-width: ${DOCUMENT_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${mediaUp('md')} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  }
  h2 {
    margin: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  h3 {
    margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.brandStrong};
  }
  table {
    width: 100%;
    margin: 0 0 ${({ theme }) => theme.space.md};
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  caption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledUpdated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LegalDocumentProps {
  title: string;
  /** When the text last changed, as shown: 'November 20, 2026'. */
  updated: string;
  children: ReactNode;
}

/** The frame of a legal page: its title, when it last changed, the text, and the other pages. */
export function LegalDocument({ title, updated, children }: LegalDocumentProps) {
  const titleId = useId();
  return (
    <StyledDocument aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{title}</StyledTitle>
      <StyledUpdated>
        {LEGAL_TEXTS.updated} {updated}
      </StyledUpdated>
      {children}
      <h2>{LEGAL_TEXTS.related}</h2>
      <ul>
        {LEGAL_TEXTS.pages
          .filter((page) => page.title !== title)
          .map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
      </ul>
    </StyledDocument>
  );
}

/** A table of the document, named by its caption. */
export function LegalTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table>
      <caption>{caption}</caption>
      {children}
    </table>
  );
}
