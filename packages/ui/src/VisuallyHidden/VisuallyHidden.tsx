import styled from '@emotion/styled';

/**
 * Content for assistive technology only: hidden visually, still read by screen readers
 * (unlike `display: none`). Becomes visible when focused, so it also works for skip links.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;

  &:focus,
  &:active {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
    white-space: normal;
  }
`;
VisuallyHidden.displayName = 'VisuallyHidden';
