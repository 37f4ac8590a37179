import styled from 'styled-components';

/**
 * Text for assistive technology only (the well-known clip pattern). The pixel values are part of
 * the technique, not design tokens: the element must stay in the accessibility tree at 1px.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
