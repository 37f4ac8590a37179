import styled from 'styled-components';
import { isMeasurable } from '@atelier/api-contract/values';
import {
  Badge,
  Card,
  EmptyState,
  LinkButton,
  ListFrame,
  MutedText,
  Page,
  PageHeader,
  formatDateOnly,
} from '@atelier/shared-ui';
import { useGetMySamplesQuery } from '../api/getMySamples';
import { sampleLink } from '../model/sampleLink';
import { SAMPLES_TEXTS as T } from '../model/texts';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRound = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

/**
 * The supplier's Samples (issue 39): the rounds they are named on across the styles brands
 * shared with them, with their status; each opens in the style's Samples tab (Atelier PLM), where
 * the supplier moves it and, once received, enters its measurements, which the brand sees live.
 */
export function SupplierSamples() {
  const { data, isLoading, isError, refetch } = useGetMySamplesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const rounds = data ?? [];
  return (
    <Page>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <ListFrame
        status={isLoading ? 'loading' : isError && data === undefined ? 'error' : 'ready'}
        loadingLabel={T.loading}
        errorTitle={T.loadError}
        retryLabel={T.retry}
        onRetry={() => void refetch()}
        isEmpty={rounds.length === 0}
        empty={<EmptyState title={T.emptyTitle} text={T.emptyText} />}
      >
        <StyledList aria-label={T.title}>
          {rounds.map((round) => {
            const style = `${round.styleNumber} ${round.styleName}`;
            const action = isMeasurable(round.status) ? T.measure : T.open;
            return (
              <li key={round.id}>
                <Card title={style} headingLevel={2}>
                  <StyledRound>
                    <p>
                      <strong>{T.round(round.type, round.size)}</strong>{' '}
                      <Badge tone={round.status === 'Rejected' ? 'danger' : 'brand'}>
                        {round.status}
                      </Badge>
                    </p>
                    <MutedText>
                      {T.revision(round.revision)} ·{' '}
                      {T.requested(formatDateOnly(round.requestedOn))}
                      {round.receivedOn !== null &&
                        `, ${T.received(formatDateOnly(round.receivedOn))}`}
                    </MutedText>
                    {round.outOfTolerance > 0 && (
                      <p>
                        <Badge tone="danger">{T.outOfTolerance(round.outOfTolerance)}</Badge>
                      </p>
                    )}
                    <p>
                      <LinkButton
                        size="sm"
                        variant={isMeasurable(round.status) ? 'primary' : 'secondary'}
                        to={sampleLink(round.styleId, round.id)}
                        aria-label={T.actionLabel(action, style, round.type, round.size)}
                      >
                        {action}
                      </LinkButton>
                    </p>
                  </StyledRound>
                </Card>
              </li>
            );
          })}
        </StyledList>
      </ListFrame>
    </Page>
  );
}
