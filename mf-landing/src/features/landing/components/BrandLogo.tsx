import { useState } from 'react';
import styled from 'styled-components';
import { BRAND_NAME } from '@atelier/shared-ui';
import { LOGO_HEIGHT, LOGO_URL, LOGO_WIDTH } from './logo';

const StyledLogo = styled.img`
  display: block;
  width: auto;
  height: ${({ theme }) => theme.space.xxl};
`;

const StyledWordmark = styled.span`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.brand};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * The Atelier logo, with its size given so that nothing moves while it loads; the text brand
 * name stands in when the image fails to load (spec 000, section 2).
 */
export function BrandLogo() {
  const [failed, setFailed] = useState(false);
  if (failed) return <StyledWordmark>{BRAND_NAME}</StyledWordmark>;
  return (
    <StyledLogo
      src={LOGO_URL}
      alt={BRAND_NAME}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      onError={() => setFailed(true)}
    />
  );
}
