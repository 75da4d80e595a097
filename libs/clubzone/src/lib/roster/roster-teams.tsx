import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Participant } from '@phc/api-contract';
import { Heading } from '@phc/ui';
import { teamSummaries, type RosterTeam } from './eligibility';
import { useEligibilityText } from './eligibility-text';
import { participantDragType } from './participant-card';

const StyledTeams = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0;
  }
`;

const StyledProblem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Players and leaders per team, and the category allowances a team exceeds (SPEC §3 limits). */
export type RosterTeamsProps = {
  participants: readonly Participant[];
  teams: readonly RosterTeam[];
  /** A participant card dropped on a team (desktop); absent while the roster is closed. */
  onDropParticipant?: (participantId: number, teamId: number) => void;
};

export function RosterTeams({ participants, teams, onDropParticipant }: RosterTeamsProps) {
  const { t } = useLingui();
  const text = useEligibilityText();
  const summaries = teamSummaries(participants, teams);
  return (
    <section aria-labelledby="roster-teams-heading">
      <Heading level={2} id="roster-teams-heading">
        <Trans>Týmy</Trans>
      </Heading>
      <StyledTeams>
        {summaries.map(({ team, players, leaders, problems }) => (
          <li
            key={team.id}
            aria-label={t`Tým ${team.label}`}
            onDragOver={
              onDropParticipant
                ? (event) => {
                    if (event.dataTransfer.types.includes(participantDragType)) event.preventDefault();
                  }
                : undefined
            }
            onDrop={
              onDropParticipant
                ? (event) => {
                    const id = Number(event.dataTransfer.getData(participantDragType));
                    if (id) {
                      event.preventDefault();
                      onDropParticipant(id, team.id);
                    }
                  }
                : undefined
            }
          >
            <h3>{team.label}</h3>
            <p>
              <Trans>
                Hráčů: {players}, vedoucích: {leaders}
              </Trans>
            </p>
            {problems.map((problem) => (
              <StyledProblem key={problem.code}>{text.problem(problem)}</StyledProblem>
            ))}
          </li>
        ))}
      </StyledTeams>
    </section>
  );
}
