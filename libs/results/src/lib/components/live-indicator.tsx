import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
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

/** Says whether the results update by themselves (stream) or every few seconds (polling). */
export function LiveIndicator() {
  const status = useLiveStatus((s) => s.status);
  return (
    <StyledLive $on={status === 'live'} role="status" data-live-status={status}>
      {status === 'live' ? <Trans>Živě</Trans> : status === 'polling' ? <Trans>Aktualizace každých 15 s</Trans> : <Trans>Připojování…</Trans>}
    </StyledLive>
  );
}
