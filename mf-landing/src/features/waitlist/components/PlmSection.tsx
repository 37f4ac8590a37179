import { useId } from 'react';
import styled from 'styled-components';
import { LinkButton, mediaUp } from '@atelier/shared-ui';
import { PLATFORM_PATHS } from '../../../config/paths';
import { Icon } from '../../../components/icons';
import { PageSection } from '../../../components/PageSection';
import { PLM } from '../../../content/landing';
import { PLM_BOX_TEXTS, WAITLIST_TEXTS } from '../model/texts';
import { CONFIRMATION_MS } from '../model/waitlistEmail';
import { useGetPlmLaunchQuery } from '../api/getPlmLaunch';
import { EmailSignupForm } from './EmailSignupForm';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xl};
  ${mediaUp('lg')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledBoxTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBenefits = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledConfirmationText = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Section `plm-section` (spec 000, section 2): the PLM announcement with its two email boxes.
 * The first shows its confirmation for 3 seconds, then clears; the waitlist form gives way to
 * 'You're on the list!'. Both store the address through auth-service. Once PLM is launched
 * (issue 38), a link to Atelier PLM takes the waitlist form's place: asked after the first paint
 * (this section is revealed after the hero), so the prerendered page keeps the form until then.
 */
export function PlmSection() {
  const boxTitleId = useId();
  const waitlistTitleId = useId();
  const { data: launch } = useGetPlmLaunchQuery(undefined);
  const launched = launch?.launched === true;
  return (
    <PageSection id="plm-section" eyebrow={PLM.badge} title={PLM.title} lead={PLM.lead}>
      <StyledColumns>
        <StyledBox aria-labelledby={boxTitleId} role="group">
          <StyledBoxTitle id={boxTitleId}>{PLM_BOX_TEXTS.title}</StyledBoxTitle>
          <StyledText>{PLM_BOX_TEXTS.text}</StyledText>
          <EmailSignupForm
            source="plm"
            formLabel={PLM_BOX_TEXTS.formLabel}
            submitLabel={PLM_BOX_TEXTS.submit}
            busyLabel={PLM_BOX_TEXTS.busy}
            confirmation={PLM_BOX_TEXTS.confirmation}
            clearAfterMs={CONFIRMATION_MS}
          />
        </StyledBox>
        <StyledBox aria-labelledby={waitlistTitleId} role="group">
          <StyledBoxTitle id={waitlistTitleId}>{WAITLIST_TEXTS.title}</StyledBoxTitle>
          <StyledText>{PLM.benefitsTitle}:</StyledText>
          <StyledBenefits>
            {PLM.benefits.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" />
                {benefit}
              </li>
            ))}
          </StyledBenefits>
          {launched ? (
            <>
              <StyledText>{WAITLIST_TEXTS.launched}</StyledText>
              <div>
                <LinkButton to={PLATFORM_PATHS.plm}>{WAITLIST_TEXTS.open}</LinkButton>
              </div>
            </>
          ) : (
            <>
              <EmailSignupForm
                source="plm"
                formLabel={WAITLIST_TEXTS.formLabel}
                submitLabel={WAITLIST_TEXTS.submit}
                busyLabel={WAITLIST_TEXTS.busy}
                browserValidation
                confirmation={
                  <>
                    {WAITLIST_TEXTS.confirmationTitle}
                    <StyledConfirmationText>
                      {WAITLIST_TEXTS.confirmationText}
                    </StyledConfirmationText>
                  </>
                }
              />
              <StyledNote>{WAITLIST_TEXTS.note}</StyledNote>
            </>
          )}
          <div>
            <LinkButton to={PLATFORM_PATHS.marketplace} variant="ghost">
              {WAITLIST_TEXTS.explore}
            </LinkButton>
          </div>
        </StyledBox>
      </StyledColumns>
    </PageSection>
  );
}
