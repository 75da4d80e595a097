import { memo } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Participant } from '@phc/api-contract';
import { Badge, Button, Checkbox, Stack } from '@phc/ui';
import { participantEligibility, type RosterTeam } from './eligibility';
import { useEligibilityText } from './eligibility-text';

/** The drag payload of a participant card: its id. */
export const participantDragType = 'application/x-phc-participant';

export const StyledCard = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: ${({ theme }) => theme.space[2]} 0;
    min-width: 0;
  }
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFacts = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTeams = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  column-gap: ${({ theme }) => theme.space[3]};
`;

const StyledNotes = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0;
  padding-left: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    margin: ${({ theme }) => theme.space[1]} 0;
  }
`;

export type ParticipantCardProps = {
  participant: Participant;
  teams: readonly RosterTeam[];
  floorball: boolean;
  /** Roster editing open for this visitor. */
  editable: boolean;
  /** Exception requests may be filed now by this visitor. */
  canRequest: boolean;
  onEdit: (participant: Participant) => void;
  onRemove: (participant: Participant) => void;
  onToggleTeam: (participant: Participant, teamId: number, join: boolean) => void;
  onRequest: (participant: Participant, teamId: number) => void;
};

/** One participant: facts, a checkbox per team they may join, and why the other teams are closed. */
export const ParticipantCard = memo(function ParticipantCard({ participant: p, teams, floorball, editable, canRequest, onEdit, onRemove, onToggleTeam, onRequest }: ParticipantCardProps) {
  const { t } = useLingui();
  const text = useEligibilityText();
  const name = `${p.firstName} ${p.lastName}`;
  const { blocked, playing } = participantEligibility(p, teams);
  const available = teams.filter((team) => p.availableTeamIds.includes(team.id));
  const notes = playing.flatMap(({ team, notes }) => notes.map((note) => `${team.label}: ${text.note(note)}`));
  return (
    <StyledCard
      aria-label={name}
      // Desktop shortcut: drop the card on a team above; the checkboxes stay the way for touch and keyboard.
      draggable={editable}
      onDragStart={editable ? (event) => event.dataTransfer.setData(participantDragType, String(p.id)) : undefined}
    >
      <StyledHead>
        <h3>{name}</h3>
        {p.isLeader && <Badge variant="primary">{t`Vedoucí`}</Badge>}
        {/* A woman's role in its feminine form (issue 24). */}
        {floorball && p.tournamentSpecificAttributes.captain && <Badge>{p.gender === 'F' ? t`Kapitánka` : t`Kapitán`}</Badge>}
        {floorball && p.tournamentSpecificAttributes.goalkeeper && <Badge>{p.gender === 'F' ? t`Brankářka` : t`Brankář`}</Badge>}
        {p.onException && <Badge variant="warning">{t`Na výjimku`}</Badge>}
      </StyledHead>
      <StyledFacts>
        {p.birthYear} · {text.gender(p.gender)}
        {p.jerseyNumber !== null && ` · #${p.jerseyNumber}`}
      </StyledFacts>
      {available.length > 0 && (
        <fieldset>
          <legend>
            <Trans>Týmy</Trans>
          </legend>
          <StyledTeams>
            {available.map((team) => (
              <Checkbox key={team.id} label={team.label} checked={p.teamIds.includes(team.id)} disabled={!editable} onChange={(event) => onToggleTeam(p, team.id, event.currentTarget.checked)} />
            ))}
          </StyledTeams>
        </fieldset>
      )}
      {notes.length > 0 && (
        <StyledNotes aria-label={t`Upozornění`}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </StyledNotes>
      )}
      {blocked.length > 0 && (
        <details>
          <summary>
            <Trans>Nemůže hrát za ({blocked.length})</Trans>
          </summary>
          <StyledNotes>
          {blocked.map(({ team, blocker }) => (
            <li key={team.id}>
              <strong>{team.label}</strong>: <span>{text.blocker(blocker)}</span>{' '}
              {canRequest && (
                <Button size="sm" variant="ghost" onClick={() => onRequest(p, team.id)} aria-label={t`Požádat o výjimku: ${name}, ${team.label}`}>
                  <Trans>Požádat o výjimku</Trans>
                </Button>
              )}
            </li>
          ))}
          </StyledNotes>
        </details>
      )}
      {editable && (
        <Stack $direction="row" $gap={2} $wrap>
          <Button size="sm" variant="secondary" onClick={() => onEdit(p)}>
            <Trans>Upravit</Trans>
          </Button>
          <Button size="sm" variant="danger" onClick={() => onRemove(p)}>
            <Trans>Odstranit</Trans>
          </Button>
        </Stack>
      )}
    </StyledCard>
  );
});
