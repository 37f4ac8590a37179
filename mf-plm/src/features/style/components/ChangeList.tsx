import styled from 'styled-components';
import type { StyleChange } from '@atelier/api-contract';
import { STYLE_TEXTS } from '../model/texts';

const T = STYLE_TEXTS.history;

// Removed values struck through on red, added ones on green: a difference is seen at a glance
// and also said in words (the kind column) for who cannot see colour.
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  del {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  ins {
    background: ${({ theme }) => theme.colors.successSoft};
    text-decoration: none;
  }
`;
const StyledBox = styled.div`
  overflow-x: auto;
`;

const KIND_LABEL: Record<StyleChange['kind'], string> = {
  added: T.added,
  removed: T.removed,
  changed: T.changed,
};

/** Differences between two revisions, one row each, highlighted. */
export function ChangeList({ changes }: { changes: readonly StyleChange[] }) {
  return (
    <StyledBox>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">{T.what}</th>
            <th scope="col">{T.change}</th>
            <th scope="col">{T.before}</th>
            <th scope="col">{T.after}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={`${change.label}-${index}`} data-kind={change.kind}>
              <td>{change.label}</td>
              <td>{KIND_LABEL[change.kind]}</td>
              <td>{change.before !== null && <del>{change.before}</del>}</td>
              <td>{change.after !== null && <ins>{change.after}</ins>}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledBox>
  );
}
