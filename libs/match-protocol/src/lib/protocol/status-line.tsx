import styled from 'styled-components';
import { Plural, Trans } from '@lingui/react/macro';
import { formatMomentTime } from '@phc/i18n';

/** What the status line needs of the event sync (useMatchEvents().status). */
export interface SyncStatusView {
  pending: number;
  /** Changes the server refused; they stay on the device, marked in the log. */
  failed?: number;
  online: boolean;
  offlineSince: string | null;
  syncing: boolean;
  lastError: string | null;
  conflicts: readonly { clientId: string }[];
}

// A moment like a confirmation or a seal on the same screen: on Prague's clock, as they are.
const momentTime = (iso: string) => (Number.isNaN(Date.parse(iso)) ? null : formatMomentTime(iso));

const StyledStatus = styled.p<{ $tone: 'ok' | 'waiting' | 'offline' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.onSuccess : $tone === 'offline' ? theme.colors.onDanger : theme.colors.text)};
  background: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.success : $tone === 'offline' ? theme.colors.danger : theme.colors.surfaceAlt)};
`;

/** "Vše uloženo" / "N čeká na odeslání" / "Offline od hh:mm": whether what the reporter typed has reached the server. */
export function StatusLine({ status }: { status: SyncStatusView }) {
  const tone = !status.online || status.failed ? 'offline' : status.pending > 0 ? 'waiting' : 'ok';
  const since = status.offlineSince ? momentTime(status.offlineSince) : null;
  return (
    <StyledStatus role="status" $tone={tone}>
      {!status.online && since && <Trans>Offline od {since}</Trans>}
      {!status.online && !since && <Trans>Offline</Trans>}
      {!status.online && status.pending > 0 && ' · '}
      {status.pending > 0 && <Plural value={status.pending} one="# událost čeká na odeslání" few="# události čekají na odeslání" many="# události čeká na odeslání" other="# událostí čeká na odeslání" />}
      {status.online && status.pending === 0 && !status.failed && <Trans>Vše uloženo</Trans>}
      {!!status.failed && (
        <>
          {status.pending > 0 || !status.online ? ' · ' : ''}
          <Plural value={status.failed} one="# událost server odmítl" few="# události server odmítl" many="# události server odmítl" other="# událostí server odmítl" />
        </>
      )}
    </StyledStatus>
  );
}
