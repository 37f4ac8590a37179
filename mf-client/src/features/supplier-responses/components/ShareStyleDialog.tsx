import { useState } from 'react';
import styled from 'styled-components';
import type { SupplierResponse } from '@atelier/api-contract';
import {
  Banner,
  Button,
  CheckboxField,
  Dialog,
  LinkButton,
  LoadingState,
  MutedText,
  ROUTES,
  refusalReason,
} from '@atelier/shared-ui';
import { useGetStylesToShareQuery } from '../api/getStylesToShare';
import { useShareStyleMutation } from '../api/shareStyle';
import { SHARE_STYLE_TEXTS as TEXTS } from '../model/shareStyle';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * 'Share a style' on a supplier's quote (issue 39): the brand picks among its own styles, and the
 * supplier becomes a reviewer of each chosen one (Atelier PLM's sharing). A confidential style
 * opens to them once they accepted its NDA.
 */
export function ShareStyleDialog({
  response,
  onClose,
}: {
  response: SupplierResponse;
  onClose: () => void;
}) {
  const { data, isLoading, isError } = useGetStylesToShareQuery(undefined);
  const [shareStyle, { isLoading: sharing }] = useShareStyleMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [shared, setShared] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const styles = (data?.items ?? []).filter((style) => style.access === 'owner');

  const share = async () => {
    setFailure(null);
    try {
      for (const styleId of chosen) {
        await shareStyle({ styleId, userId: response.supplierId }).unwrap();
      }
      setShared(chosen.size);
    } catch (error) {
      setFailure(refusalReason(error) ?? TEXTS.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} title={TEXTS.title(response.supplierName)}>
      {isLoading && <LoadingState label={TEXTS.loading} />}
      {isError && <Banner tone="danger" title={TEXTS.loadFailed} />}
      {shared !== null && (
        <Banner tone="success" title={TEXTS.shared(response.supplierName, shared)} />
      )}
      {failure !== null && <Banner tone="danger" title={failure} />}
      {data !== undefined && styles.length === 0 && (
        <>
          <p>{TEXTS.none}</p>
          <LinkButton to={ROUTES.plm.styles}>{TEXTS.openPlm}</LinkButton>
        </>
      )}
      {styles.length > 0 && shared === null && (
        <>
          <MutedText>{TEXTS.intro(response.supplierName)}</MutedText>
          <StyledList aria-label={TEXTS.listLabel}>
            {styles.map((style) => (
              <li key={style.id}>
                <CheckboxField
                  label={`${style.styleNumber} · ${style.name}`}
                  checked={chosen.has(style.id)}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(style.id);
                    else next.delete(style.id);
                    setChosen(next);
                  }}
                />
              </li>
            ))}
          </StyledList>
        </>
      )}
      <StyledActions>
        <Button variant="secondary" onClick={onClose}>
          {shared === null ? TEXTS.cancel : TEXTS.close}
        </Button>
        {shared === null && styles.length > 0 && (
          <Button disabled={chosen.size === 0 || sharing} onClick={() => void share()}>
            {sharing ? TEXTS.sharing : TEXTS.share}
          </Button>
        )}
      </StyledActions>
    </Dialog>
  );
}
