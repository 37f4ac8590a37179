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

/** An answer whose address (`link.text`, once in it) opens the page it names, in a new tab. */
function AnswerWithLink({
  answer,
  link,
}: {
  answer: string;
  link: { text: string; href: string };
}) {
  const at = answer.indexOf(link.text);
  if (at < 0) return <>{answer}</>;
  return (
    <>
      {answer.slice(0, at)}
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.text}
      </a>
      {answer.slice(at + link.text.length)}
    </>
  );
}

/** Help: the Payment FAQ (how selling on Atelier is paid) and Contact Support. */
export function HelpSection() {
  return (
    <StyledHelp aria-labelledby="payments-help-title">
      <h2 id="payments-help-title">{TEXTS.title}</h2>
      <Card>
        <StyledFaq>
          <h3>{TEXTS.faqTitle}</h3>
          {TEXTS.faq.map((entry) => (
            <details key={entry.question}>
              <summary>{entry.question}</summary>
              <p>{'link' in entry ? <AnswerWithLink {...entry} /> : entry.answer}</p>
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
