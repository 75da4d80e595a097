import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { drawLimits, type AdminCompetitionDetail } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Field, pushAlert, Select, Stack, useConfirm } from '@phc/ui';
import { competitionMutations } from '../queries/competition-queries';
import { largestGroup, playoffBody, stageGroups } from './competition-logic';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export type BuildFormProps = { detail: AdminCompetitionDetail; editable: boolean };

/** The draw: teams per group, then the registered teams drawn anew (a new draw replaces the draft's groups, schedule and playoffs). */
export function DrawForm({ detail, editable }: BuildFormProps) {
  const { t } = useLingui();
  const drawing = useMutation(competitionMutations.draw(detail.category.id));
  const confirm = useConfirm();
  const [size, setSize] = useState('4');
  const teams = detail.category.registeredTeams;
  const draw = async () => {
    if (stageGroups(detail).length > 0 && !(await confirm({ title: t`Losovat znovu?`, message: t`Nové losování nahradí skupiny, rozpis i play-off tohoto konceptu.`, confirmLabel: t`Losovat znovu`, danger: true }))) return;
    try {
      const result = await drawing.mutateAsync({ groupSize: Number(size) });
      const groups = stageGroups(result).length;
      pushAlert({ type: 'success', message: t`${plural(teams, { one: 'Rozlosován # tým', few: 'Rozlosovány # týmy', many: 'Rozlosováno # týmu', other: 'Rozlosováno # týmů' })} do ${plural(groups, { one: '# skupiny', few: '# skupin', many: '# skupiny', other: '# skupin' })}.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`Losovat nelze: soutěž je zveřejněná nebo má kategorie méně než dva schválené týmy.` : t`Losování se nepodařilo. Zkuste to prosím znovu.` });
    }
  };
  return (
    <Stack $gap={2} $direction="row" $wrap $align="flex-end">
      <Field label={<Trans>Týmů ve skupině</Trans>}>
        <Select value={size} onChange={(event) => setSize(event.target.value)} disabled={!editable} options={range(drawLimits.groupSize.min, drawLimits.groupSize.max).map((n) => ({ value: String(n), label: String(n) }))} />
      </Field>
      <Button onClick={() => void draw()} loading={drawing.isPending} disabled={!editable || teams < 2}>
        <Plural value={teams} one="Rozlosovat # tým" few="Rozlosovat # týmy" many="Rozlosovat # týmu" other="Rozlosovat # týmů" />
      </Button>
    </Stack>
  );
}

/** Playoff trees A and B: how many of each group go to A and how many of the next to B. */
export function PlayoffsForm({ detail, editable }: BuildFormProps) {
  const { t } = useLingui();
  const building = useMutation(competitionMutations.buildPlayoffs(detail.category.id));
  const max = largestGroup(detail);
  const [a, setA] = useState(String(Math.min(2, max)));
  const [b, setB] = useState(String(Math.max(0, Math.min(2, max - 2))));
  if (max === 0) return null;
  const build = async () => {
    try {
      await building.mutateAsync(playoffBody(Number(a), Number(b)));
      pushAlert({ type: 'success', message: t`Play-off je sestavené. Sestavte znovu rozpis, aby zahrnul jeho zápasy.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 400) ? t`Do play-off A a B nemohou postoupit stejná místa.` : t`Play-off se nepodařilo sestavit. Zkuste to prosím znovu.` });
    }
  };
  return (
    <Stack $gap={2} $direction="row" $wrap $align="flex-end">
      <Field label={<Trans>Do play-off A postupuje z každé skupiny</Trans>}>
        <Select value={a} onChange={(event) => setA(event.target.value)} disabled={!editable} options={range(1, max).map((n) => ({ value: String(n), label: t`${plural(n, { one: 'první #', few: 'první #', many: 'prvních #', other: 'prvních #' })}` }))} />
      </Field>
      <Field label={<Trans>Do play-off B dalších</Trans>}>
        <Select value={b} onChange={(event) => setB(event.target.value)} disabled={!editable} options={range(0, max - Number(a)).map((n) => ({ value: String(n), label: String(n) }))} />
      </Field>
      <Button variant="secondary" onClick={() => void build()} loading={building.isPending} disabled={!editable}>
        <Trans>Sestavit play-off</Trans>
      </Button>
    </Stack>
  );
}
