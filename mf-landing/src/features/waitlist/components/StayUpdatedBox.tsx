import { useId } from 'react';
import styled from 'styled-components';
import { STAY_UPDATED_TEXTS } from '../model/texts';
import { CONFIRMATION_MS } from '../model/waitlistEmail';
import { EmailSignupForm } from './EmailSignupForm';
import { FORM_WIDTH } from '../../../components/layout';

const StyledBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${FORM_WIDTH};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The footer's 'Stay Updated' box: the newsletter list, confirmation for 3 seconds. */
export function StayUpdatedBox() {
  const titleId = useId();
  return (
    <StyledBox aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{STAY_UPDATED_TEXTS.title}</StyledTitle>
      <StyledText>{STAY_UPDATED_TEXTS.text}</StyledText>
      <EmailSignupForm
        source="newsletter"
        formLabel={STAY_UPDATED_TEXTS.title}
        submitLabel={STAY_UPDATED_TEXTS.submit}
        busyLabel={STAY_UPDATED_TEXTS.busy}
        confirmation={STAY_UPDATED_TEXTS.confirmation}
        clearAfterMs={CONFIRMATION_MS}
      />
    </StyledBox>
  );
}
