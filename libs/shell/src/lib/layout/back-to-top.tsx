import { useEffect, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { animateScroll, browserScrollEnvironment, prefersReducedMotion } from '../behaviour/scroll';

const StyledBackToTop = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.header};
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
`;

/**
 * Past the threshold (SPEC §9: 10 px), appears when the visitor scrolls back up or reaches the end of
 * the page: while they scroll down through a list it stays away, since it floats over the scores at
 * the right edge of a phone's screen.
 */
export function BackToTop() {
  const { t } = useLingui();
  const theme = useTheme();
  const threshold = theme.scroll.topThreshold;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 1;
      setVisible(y > threshold && (y < last || atEnd));
      last = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!visible) return null;
  return (
    <StyledBackToTop type="button" aria-label={t`Zpět nahoru`} onClick={() => animateScroll(0, prefersReducedMotion() ? 0 : theme.durations.scroll, browserScrollEnvironment())}>
      <span aria-hidden="true">↑</span>
    </StyledBackToTop>
  );
}
