import styled from 'styled-components';
import {
  Banner,
  Button,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  Page,
  PageHeader,
  refusalReason,
} from '@atelier/shared-ui';
import { useAcceptStyleNdaMutation } from '../api/acceptStyleNda';
import { useGetStyleNdaQuery } from '../api/getStyleNda';
import { QUOTE_TEXTS as T } from '../model/texts';

const StyledClauses = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/**
 * A confidential style's reviewer before its NDA (issue 39, the API's 403): the standard NDA,
 * and accepting it opens the style (the page reloads it).
 */
export function NdaGate({ styleId }: { styleId: string }) {
  const { data, error, isLoading, refetch } = useGetStyleNdaQuery(styleId);
  const [accept, accepting] = useAcceptStyleNdaMutation();
  if (isLoading) return <LoadingState label={T.ndaTitle} />;
  if (error !== undefined || data === undefined) {
    return (
      <Page>
        <LoadErrorBanner
          title={T.ndaLoadError}
          retryLabel={T.retry}
          onRetry={() => void refetch()}
        />
      </Page>
    );
  }
  return (
    <Page aria-labelledby="nda-title">
      <PageHeader title={T.ndaTitle} titleId="nda-title" subtitle={[T.ndaText]} />
      <h3>{data.nda.title}</h3>
      <StyledClauses>
        {data.nda.clauses.map((clause) => (
          <li key={clause}>{clause}</li>
        ))}
      </StyledClauses>
      <MutedText>{data.nda.version}</MutedText>
      {accepting.error !== undefined && (
        <Banner tone="danger" reveal>
          {refusalReason(accepting.error) ?? T.failed}
        </Banner>
      )}
      <div>
        <Button disabled={accepting.isLoading} onClick={() => void accept(styleId)}>
          {accepting.isLoading ? T.accepting : T.accept}
        </Button>
      </div>
    </Page>
  );
}
