import { useState } from 'react';
import styled from 'styled-components';
import type { JobApplication } from '@atelier/api-contract';
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
import { useAddToStyleMutation } from '../api/addToStyle';
import { useGetMyStylesQuery } from '../api/getMyStyles';
import { ADD_TO_STYLE_TEXTS as TEXTS } from '../model/addToStyle';

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
 * 'Add to a style' on a hired application (issue 39): the brand picks among its own styles, and
 * the freelancer becomes an editor of each chosen one (Atelier PLM's sharing).
 */
export function AddToStyleDialog({
  application,
  onClose,
}: {
  application: JobApplication;
  onClose: () => void;
}) {
  const { data, isLoading, isError } = useGetMyStylesQuery(undefined);
  const [addToStyle, { isLoading: adding }] = useAddToStyleMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const styles = (data?.items ?? []).filter((style) => style.access === 'owner');

  const add = async () => {
    setFailure(null);
    try {
      for (const styleId of chosen) {
        await addToStyle({ styleId, userId: application.freelancerId }).unwrap();
      }
      setAdded(chosen.size);
    } catch (error) {
      setFailure(refusalReason(error) ?? TEXTS.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} title={TEXTS.title(application.freelancerName)}>
      {isLoading && <LoadingState label={TEXTS.loading} />}
      {isError && <Banner tone="danger" title={TEXTS.loadFailed} />}
      {added !== null && (
        <Banner tone="success" title={TEXTS.added(application.freelancerName, added)} />
      )}
      {failure !== null && <Banner tone="danger" title={failure} />}
      {data !== undefined && styles.length === 0 && (
        <>
          <p>{TEXTS.none}</p>
          <LinkButton to={ROUTES.plm.styles}>{TEXTS.openPlm}</LinkButton>
        </>
      )}
      {styles.length > 0 && added === null && (
        <>
          <MutedText>{TEXTS.intro(application.freelancerName)}</MutedText>
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
          {added === null ? TEXTS.cancel : TEXTS.close}
        </Button>
        {added === null && styles.length > 0 && (
          <Button disabled={chosen.size === 0 || adding} onClick={() => void add()}>
            {adding ? TEXTS.adding : TEXTS.add}
          </Button>
        )}
      </StyledActions>
    </Dialog>
  );
}
