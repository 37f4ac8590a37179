import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { BRIEFLY_UNAVAILABLE_MESSAGE } from '@atelier/api-contract/values';
import { apiAvailability } from '../api/availability';

const StyledBanner = styled.p`
  position: fixed;
  top: ${({ theme }) => theme.space.sm};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.md});
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
`;

/**
 * 'Atelier is briefly unavailable, retrying...' while the API answers that it is (a 503 with
 * `Retry-After`), over whatever the area shows; its reads retry by themselves meanwhile
 * (`requestApi`) and the banner goes at the first answer that is not such a 503. Rendered only
 * then (a status region, announced when it appears), so the areas' own status regions stay the
 * only ones on the page otherwise.
 */
export function BrieflyUnavailableBanner() {
  const unavailable = useSyncExternalStore(
    apiAvailability.subscribe,
    apiAvailability.isUnavailable,
    apiAvailability.isUnavailable,
  );
  return unavailable ? (
    <StyledBanner role="status">{BRIEFLY_UNAVAILABLE_MESSAGE}</StyledBanner>
  ) : null;
}
