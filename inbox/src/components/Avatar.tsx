import styled from 'styled-components';
import { INBOX_TEXTS } from '../texts';

const StyledCircle = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDot = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 10px;
  height: 10px;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** A person's initials, with a green dot while they are online. */
export function Avatar({ name, online }: { name: string; online: boolean }) {
  return (
    <StyledCircle aria-hidden="false">
      <span aria-hidden="true">{initialsOf(name)}</span>
      {online && <StyledDot role="img" aria-label={INBOX_TEXTS.online} />}
    </StyledCircle>
  );
}
