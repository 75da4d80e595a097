import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { RosterCandidate } from '@phc/api-contract';
import type { RosterDraftLine } from './roster-checks';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td:first-child,
  th:first-child {
    width: 3.5rem;
    text-align: center;
  }
`;

export interface ConfirmedRosterProps {
  candidates: readonly RosterCandidate[];
  draft: ReadonlyMap<number, RosterDraftLine>;
  sealed: boolean;
  captainAndGoalkeeper: boolean;
}

/** A confirmed (or sealed) roster as it stands: read only, numbers and roles. */
export function ConfirmedRoster({ candidates, draft, sealed, captainAndGoalkeeper }: ConfirmedRosterProps) {
  const lines = candidates.map((c) => ({ c, line: draft.get(c.participantId) })).filter(({ line }) => line?.selected);
  return (
    <>
      <p>{sealed ? <Trans>Protokol zápasu je uzavřený, soupisku už nelze měnit.</Trans> : <Trans>Soupiska je potvrzená. Změnit ji může už jen zapisovatel zápasu.</Trans>}</p>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Číslo</Trans>
            </th>
            <th scope="col">
              <Trans>Jméno</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ c, line }) => (
            <tr key={c.participantId}>
              <td>{line?.jerseyNumber || '–'}</td>
              <td>
                {c.lastName} {c.firstName}
              </td>
              <td>
                {line?.isLeader && <Trans>Vedoucí</Trans>} {captainAndGoalkeeper && line?.isCaptain && (c.gender === 'F' ? <Trans>Kapitánka</Trans> : <Trans>Kapitán</Trans>)}{' '}
                {captainAndGoalkeeper && line?.isGoalkeeper && (c.gender === 'F' ? <Trans>Brankářka</Trans> : <Trans>Brankář</Trans>)}
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </>
  );
}
