import { useState } from 'react';
import styled from 'styled-components';
import type { CollaboratorRole } from '@atelier/api-contract/values';
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
import { useGetMyStylesQuery } from './getMyStyles';
import { useShareStyleMutation } from './shareStyle';

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

/** A sharing dialog's words: the person's role in its title, intro, button and outcome. */
export interface StyleSharingTexts {
  title: (name: string) => string;
  intro: (name: string) => string;
  listLabel: string;
  loading: string;
  loadFailed: string;
  none: string;
  openPlm: string;
  act: string;
  acting: string;
  done: (name: string, count: number) => string;
  failed: string;
  cancel: string;
  close: string;
}

/**
 * Shares some of the brand's own styles with one person (issue 39, Atelier PLM's sharing): 'Add
 * to a style' on a hired application (editor), 'Share a style' on a supplier's quote (reviewer).
 */
export function StyleSharingDialog({
  person,
  sharedAs,
  texts: TEXTS,
  onClose,
}: {
  person: { id: string; name: string };
  /** The person's role on each chosen style. */
  sharedAs: CollaboratorRole;
  texts: StyleSharingTexts;
  onClose: () => void;
}) {
  const { data, isLoading, isError } = useGetMyStylesQuery(undefined);
  const [shareStyle, { isLoading: sharing }] = useShareStyleMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [shared, setShared] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const styles = (data?.items ?? []).filter((style) => style.access === 'owner');

  const share = async () => {
    setFailure(null);
    try {
      for (const styleId of chosen) {
        await shareStyle({ styleId, userId: person.id, role: sharedAs }).unwrap();
      }
      setShared(chosen.size);
    } catch (error) {
      setFailure(refusalReason(error) ?? TEXTS.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} title={TEXTS.title(person.name)}>
      {isLoading && <LoadingState label={TEXTS.loading} />}
      {isError && <Banner tone="danger" title={TEXTS.loadFailed} />}
      {shared !== null && <Banner tone="success" title={TEXTS.done(person.name, shared)} />}
      {failure !== null && <Banner tone="danger" title={failure} />}
      {data !== undefined && styles.length === 0 && (
        <>
          <p>{TEXTS.none}</p>
          <LinkButton to={ROUTES.plm.styles}>{TEXTS.openPlm}</LinkButton>
        </>
      )}
      {styles.length > 0 && shared === null && (
        <>
          <MutedText>{TEXTS.intro(person.name)}</MutedText>
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
            {sharing ? TEXTS.acting : TEXTS.act}
          </Button>
        )}
      </StyledActions>
    </Dialog>
  );
}
