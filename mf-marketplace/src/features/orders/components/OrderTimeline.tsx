import styled from 'styled-components';
import type { OrderTimelineEntry, ServiceOrder } from '@atelier/api-contract';
import { Card } from '@atelier/shared-ui';
import { ORDER_EVENT_LABELS, ORDER_TEXTS as TEXTS } from '../model/texts';
import { OrderFiles } from './OrderFiles';

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMessage = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function Entry({ entry }: { entry: OrderTimelineEntry }) {
  const label = ORDER_EVENT_LABELS[entry.kind];
  return (
    <StyledEntry aria-labelledby={`order-event-${entry.id}`}>
      <h3 id={`order-event-${entry.id}`}>{label}</h3>
      <StyledMeta>
        {entry.actor === null ? TEXTS.platform : TEXTS.by(entry.actor.name)} ·{' '}
        <time dateTime={entry.at}>{dateTime.format(Date.parse(entry.at))}</time>
      </StyledMeta>
      {entry.message !== null && entry.message !== '' && (
        <StyledMessage>{entry.message}</StyledMessage>
      )}
      <OrderFiles files={entry.files} label={`${label}: ${TEXTS.files}`} />
    </StyledEntry>
  );
}

/**
 * Every move of the order, oldest first, with who and when: the requirements' answers, each
 * delivery's message and files, each revision's reason (the API's timeline, as it answers it).
 */
export function OrderTimeline({ order }: { order: Pick<ServiceOrder, 'timeline'> }) {
  return (
    <Card title={TEXTS.timeline} headingLevel={2}>
      <StyledList>
        {order.timeline.map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} />
          </li>
        ))}
      </StyledList>
    </Card>
  );
}
