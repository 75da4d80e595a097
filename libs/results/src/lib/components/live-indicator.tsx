import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useLiveStatus } from '@phc/api-client';

const StyledLive = styled.span<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $on }) => ($on ? theme.colors.live : theme.colors.border)};
  }
`;

/* The two longer labels sit invisibly in the same grid cell as the current one (pseudo-elements: not
   in the text or the accessible name), so the indicator keeps the width of the longest and a change
   of state never re-wraps the results bar and moves the page below it. */
const StyledLabel = styled.span`
  display: inline-grid;
  white-space: nowrap;
  > span,
  &::before,
  &::after {
    grid-area: 1 / 1;
  }
  &::before,
  &::after {
    visibility: hidden;
  }
  &::before {
    content: attr(data-polling);
  }
  &::after {
    content: attr(data-connecting);
  }
`;

/** Says whether the results update by themselves (stream) or every few seconds (polling). */
export function LiveIndicator() {
  const { t } = useLingui();
  const status = useLiveStatus((s) => s.status);
  const polling = t`Aktualizace každých 15 s`;
  const connecting = t`Připojování…`;
  return (
    <StyledLive $on={status === 'live'} role="status" data-live-status={status}>
      <StyledLabel data-polling={polling} data-connecting={connecting}>
        <span>{status === 'live' ? t`Živě` : status === 'polling' ? polling : connecting}</span>
      </StyledLabel>
    </StyledLive>
  );
}
