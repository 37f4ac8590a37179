import styled from 'styled-components';
import { Card } from '@atelier/shared-ui';
import { HELP_TEXTS as TEXTS } from '../model/texts';
import { ContactSupport } from './ContactSupport';

const StyledHelp = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  & h2,
  & h3 {
    margin: 0;
  }
`;
const StyledFaq = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & details > p {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  }
`;

/** Help: the Payment FAQ (how selling on Atelier is paid) and Contact Support. */
export function HelpSection() {
  return (
    <StyledHelp aria-labelledby="payments-help-title">
      <h2 id="payments-help-title">{TEXTS.title}</h2>
      <Card>
        <StyledFaq>
          <h3>{TEXTS.faqTitle}</h3>
          {TEXTS.faq.map(({ question, answer }) => (
            <details key={question}>
              <summary>{question}</summary>
              <p>{answer}</p>
            </details>
          ))}
        </StyledFaq>
      </Card>
      <Card>
        <ContactSupport />
      </Card>
    </StyledHelp>
  );
}
