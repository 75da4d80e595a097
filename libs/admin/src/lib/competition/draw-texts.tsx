import { Fragment } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCompetitionDetail, DrawBreak, PlacementReason } from '@phc/api-contract';
import { clubMatesElsewhere, teamName } from './competition-logic';

type Lookup = Pick<AdminCompetitionDetail, 'groups' | 'teams'>;

const groupName = (detail: Lookup, id: number | null) => detail.groups.find((g) => g.id === id)?.name ?? '';
const teamNames = (detail: Lookup, ids: readonly number[]) =>
  ids
    .map((id) => detail.teams.find((team) => team.id === id))
    .filter((team) => team !== undefined)
    .map(teamName)
    .join(', ');

export type BreakLineProps = { detail: Lookup; item: DrawBreak };

/** One rule of the draw a placement or a move breaks, in words. */
export function BreakLine({ detail, item }: BreakLineProps) {
  const group = groupName(detail, item.groupId);
  const teams = teamNames(detail, item.teamIds);
  switch (item.constraint) {
    case 'sameClub':
      return <Trans>Ve skupině {group} hraje tým stejného klubu: {teams}.</Trans>;
    case 'sameCountry':
      return <Trans>Ve skupině {group} je tým ze stejné země: {teams}.</Trans>;
    case 'samePot':
      return <Trans>Ve skupině {group} je tým ze stejného koše: {teams}.</Trans>;
    case 'groupSize':
      return <Trans>Skupina {group} bude mít jiný počet týmů, než losování plánovalo.</Trans>;
  }
}

export type ReasonLineProps = { detail: Lookup; reason: PlacementReason | undefined };

/** "Why is this team in this group", one line. */
export function ReasonLine({ detail, reason }: ReasonLineProps) {
  const { t } = useLingui();
  if (!reason) return <Trans>Zařazen ručně.</Trans>;
  // The organiser's pot when the draw had one, else the row of the snake (a draw by lot).
  const pot = reason.seedingPot ?? reason.pot;
  const group = groupName(detail, reason.groupId);
  const snake = groupName(detail, reason.snakeGroupId);
  const avoided = teamNames(detail, reason.avoided.flatMap((a) => a.teamIds));
  const line = (() => {
    switch (reason.rule) {
      case 'snake':
        return t`Koš ${pot}, vylosován do skupiny ${group}.`;
      case 'avoidClub':
        return t`Koš ${pot}: had ho posílal do skupiny ${snake}, kde hraje stejný klub (${avoided}).`;
      case 'avoidCountry':
        return t`Koš ${pot}: had ho posílal do skupiny ${snake}, kde je stejná země (${avoided}).`;
      case 'displaced':
        return t`Koš ${pot}: jeho místo ve skupině ${snake} zabral tým, který se vyhýbal svému klubu nebo zemi.`;
      case 'manual': {
        const from = groupName(detail, reason.fromGroupId);
        return from ? t`Přesunut ručně ze skupiny ${from}.` : t`Zařazen ručně.`;
      }
    }
  })();
  const hard = reason.breaks.some((b) => b.hard);
  const mates = clubMatesElsewhere(detail, reason.teamId).map(({ team, group: other }) => {
    const [club, name] = [team.clubName, other.name];
    return ' ' + t`Další tým klubu ${club} je ve skupině ${name}.`;
  });
  return (
    <>
      {line}
      {mates.join('')}
      {reason.breaks.length > 0 && ' '}
      {reason.breaks.length > 0 && (hard ? t`Porušuje pravidlo losování:` : t`Porušuje měkké pravidlo losování:`)}
      {/* Which rule, where and with whom: "a soft rule" alone left the organiser guessing (issue 24). */}
      {reason.breaks.map((item, i) => (
        <Fragment key={i}>
          {' '}
          <BreakLine detail={detail} item={item} />
        </Fragment>
      ))}
    </>
  );
}
