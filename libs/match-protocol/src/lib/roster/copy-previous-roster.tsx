import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { Match } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { Button, Stack, useConfirm } from '@phc/ui';
import { copyRoster, previousMatchOf } from './previous-roster';
import type { RosterDraftLine } from './roster-checks';

export interface CopyPreviousRosterProps {
  match: Pick<Match, 'id' | 'startsAt'>;
  teamId: number;
  draft: ReadonlyMap<number, RosterDraftLine>;
  onCopy: (draft: Map<number, RosterDraftLine>) => void;
}

/**
 * SPEC §9 "copy roster from previous match" on demand: when the server pre-filled nothing (copying
 * off, or no previous roster then). The match list and the previous match load only on the tap.
 */
export function CopyPreviousRoster({ match, teamId, draft, onCopy }: CopyPreviousRosterProps) {
  const { t } = useLingui();
  const ask = useConfirm();
  const queryClient = useQueryClient();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    if ([...draft.values()].some((l) => l.selected)) {
      const ok = await ask({ title: t`Nahradit výběr?`, message: t`Vybraní hráči se nahradí soupiskou z předchozího zápasu týmu.`, confirmLabel: t`Nahradit` });
      if (!ok) return;
    }
    setBusy(true);
    setNote(null);
    try {
      const live = await queryClient.fetchQuery(queries.live());
      const previous = previousMatchOf(live.matches, match, teamId);
      const detail = previous ? await queryClient.fetchQuery(queries.match(previous.id)) : null;
      const entries = detail ? (detail.match.homeTeamId === teamId ? detail.roster.homeTeamRoster : detail.roster.awayTeamRoster) : [];
      if (entries.length === 0) {
        setNote(t`Předchozí zápas týmu nemá soupisku, není co kopírovat.`);
        return;
      }
      const result = copyRoster(draft, entries);
      onCopy(result.draft);
      const { copied, skipped } = result;
      setNote(skipped > 0 ? t`${plural(copied, { one: 'Zkopírována # osoba', few: 'Zkopírovány # osoby', many: 'Zkopírováno # osoby', other: 'Zkopírováno # osob' })} z předchozího zápasu; ${plural(skipped, { one: '# už na klubové soupisce není', few: '# už na klubové soupisce nejsou', many: '# už na klubové soupisce není', other: '# už na klubové soupisce není' })}.` : t`${plural(copied, { one: 'Zkopírována # osoba', few: 'Zkopírovány # osoby', many: 'Zkopírováno # osoby', other: 'Zkopírováno # osob' })} z předchozího zápasu. Zkontrolujte soupisku a uložte ji.`);
    } catch {
      setNote(t`Soupisku předchozího zápasu se nepodařilo načíst.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack $gap={2}>
      <div>
        <Button variant="secondary" disabled={busy} onClick={() => void copy()}>
          <Trans>Zkopírovat soupisku z předchozího zápasu</Trans>
        </Button>
      </div>
      {note && <p role="status">{note}</p>}
    </Stack>
  );
}
