import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProtocolState } from '@phc/api-contract';
import { formatMoment, href, LocaleLink, useLocale } from '@phc/i18n';
import { Button, pushAlert } from '@phc/ui';
import type { EventConflict } from '../offline/event-merge';
import { refreshMatch, reopenProtocol } from './protocol-api';
import { StyledBanner } from './protocol-layout';
import { formatClock } from './stopwatch';

/** A sealed protocol is read-only; the super admin may open it again. */
export function SealedBanner({ matchId, protocol, canReopen }: { matchId: number; protocol: ProtocolState; canReopen: boolean }) {
  const locale = useLocale();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const at = protocol.sealedAt ? formatMoment(protocol.sealedAt, locale) : null;
  const reopen = async () => {
    setBusy(true);
    try {
      await reopenProtocol(matchId);
      await refreshMatch(queryClient, matchId);
    } catch {
      pushAlert({ type: 'danger', message: t`Protokol se nepodařilo znovu otevřít.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledBanner $tone="info" role="status">
      <p>
        {at ? <Trans>Protokol je zapečetěn rozhodčím ({at}). Změny už nejsou možné.</Trans> : <Trans>Protokol je zapečetěn rozhodčím. Změny už nejsou možné.</Trans>}
      </p>
      <LocaleLink to={href('zapis-o-utkani', { matchId })}>
        <Trans>Vytisknout zápis o utkání</Trans>
      </LocaleLink>
      {canReopen && (
        <Button variant="secondary" loading={busy} onClick={() => void reopen()}>
          <Trans>Znovu otevřít</Trans>
        </Button>
      )}
    </StyledBanner>
  );
}

/** Changes made here and on another device to the same event: the newer one was kept; both are listed, nothing is lost. */
export function ConflictList({ conflicts, describe, onDismiss }: { conflicts: readonly EventConflict[]; describe: (e: EventConflict) => string; onDismiss: () => void }) {
  if (conflicts.length === 0) return null;
  return (
    <StyledBanner $tone="danger" role="alert">
      <div>
        <p>
          <strong>
            <Trans>Událost změnil i jiný zapisovatel. Ponechána je novější změna:</Trans>
          </strong>
        </p>
        <ul>
          {conflicts.map((c) => {
            const here = formatClock(c.local.minute, c.local.second);
            const there = formatClock(c.server.minute, c.server.second);
            const what = describe(c);
            return (
              <li key={c.clientId}>
                <Trans>
                  {what}: zde {here}, na serveru {there}
                </Trans>
              </li>
            );
          })}
        </ul>
      </div>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        <Trans>Rozumím</Trans>
      </Button>
    </StyledBanner>
  );
}
