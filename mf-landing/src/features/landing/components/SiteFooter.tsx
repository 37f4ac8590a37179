import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { mediaUp } from '@atelier/shared-ui';
import { Icon } from '../../../components/icons';
import { FOOTER, type FooterLink } from '../../../content/landing';
import { FOOTER_TEXTS } from '../model/texts';
import { BrandLogo } from './BrandLogo';
import { SectionLink } from './SectionLink';

const StyledFooter = styled.footer`
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${mediaUp('md')} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl} ${theme.space.xl}`};
  }
`;

const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xxl};
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mediaUp('lg')} {
    grid-template-columns: 2fr repeat(4, 1fr);
  }
`;

const StyledBrandBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const StyledColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkStyles = css`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.brandStrong};
    text-decoration: underline;
  }
`;

const StyledLink = styled(Link)`
  ${linkStyles}
`;

const StyledSectionLink = styled(SectionLink)`
  ${linkStyles}
`;

const StyledAnchor = styled.a`
  ${linkStyles}
`;

const StyledContactItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex: none;
  }
`;

const StyledNewsletter = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

const StyledLegalLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function FooterEntry({ link }: { link: FooterLink }) {
  if ('section' in link) {
    return <StyledSectionLink section={link.section}>{link.label}</StyledSectionLink>;
  }
  if ('path' in link) return <StyledLink to={link.path}>{link.label}</StyledLink>;
  return <StyledAnchor href={link.href}>{link.label}</StyledAnchor>;
}

export interface SiteFooterProps {
  /** The 'Stay Updated' subscribe box (the waitlist feature's). */
  newsletter: ReactNode;
}

/**
 * The footer (spec 000, section 2): the brand, the Platform, Resources and Company columns, the
 * contact block, the 'Stay Updated' box and the legal links.
 */
export function SiteFooter({ newsletter }: SiteFooterProps) {
  const { contact } = FOOTER;
  return (
    <StyledFooter>
      <StyledInner>
        <StyledGrid>
          <StyledBrandBlock>
            <BrandLogo />
            <p>{FOOTER.tagline}</p>
          </StyledBrandBlock>
          {FOOTER.columns.map((column) => (
            <div key={column.title}>
              <StyledColumnTitle>{column.title}</StyledColumnTitle>
              <StyledList>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterEntry link={link} />
                  </li>
                ))}
              </StyledList>
            </div>
          ))}
          <div>
            <StyledColumnTitle>{contact.title}</StyledColumnTitle>
            <StyledList>
              <StyledContactItem>
                <Icon name="mail" />
                <StyledAnchor href={`mailto:${contact.email}`}>{contact.email}</StyledAnchor>
              </StyledContactItem>
              <StyledContactItem>
                <Icon name="mail" />
                <StyledAnchor href={`mailto:${contact.support}`}>{contact.support}</StyledAnchor>
              </StyledContactItem>
              <StyledContactItem>
                <Icon name="pin" />
                {contact.location}
              </StyledContactItem>
            </StyledList>
          </div>
        </StyledGrid>
        <StyledNewsletter>{newsletter}</StyledNewsletter>
        <StyledBottom>
          <p>
            © {new Date().getFullYear()} Atelier. {FOOTER_TEXTS.rights}
          </p>
          <nav aria-label={FOOTER_TEXTS.legalLabel}>
            <StyledLegalLinks>
              {FOOTER.legal.map((link) => (
                <li key={link.path}>
                  <StyledLink to={link.path}>{link.label}</StyledLink>
                </li>
              ))}
            </StyledLegalLinks>
          </nav>
        </StyledBottom>
      </StyledInner>
    </StyledFooter>
  );
}
