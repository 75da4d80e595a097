import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Participant } from '@phc/api-contract';
import { Button, DataTable, Heading, Stack, TableScroll } from '@phc/ui';
import type { RosterTeam } from './eligibility';
import { useEligibilityText } from './eligibility-text';

const StyledPrint = styled.div`
  @media print {
    button {
      display: none;
    }
  }
`;

export type RosterPrintProps = { clubName: string; participants: readonly Participant[]; teams: readonly RosterTeam[]; floorball: boolean; onClose: () => void };

/** The printable roster: every participant on one page, grouped by nothing but sorted as the list. */
export function RosterPrint({ clubName, participants, teams, floorball, onClose }: RosterPrintProps) {
  const { t } = useLingui();
  const text = useEligibilityText();
  const label = new Map(teams.map((team) => [team.id, team.label]));
  return (
    <StyledPrint>
      <Stack $gap={3}>
        <Heading level={1}>
          <Trans>Soupiska – {clubName}</Trans>
        </Heading>
        <Stack $direction="row" $gap={2} $wrap>
          <Button onClick={() => window.print()}>
            <Trans>Vytisknout</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Zpět na soupisku</Trans>
          </Button>
        </Stack>
        <TableScroll>
          <DataTable>
            <caption>{t`Účastníci (${participants.length})`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Příjmení a jméno`}</th>
                <th scope="col">{t`Rok narození`}</th>
                <th scope="col">{t`Pohlaví`}</th>
                <th scope="col">{t`Číslo dresu`}</th>
                <th scope="col">{t`Vedoucí`}</th>
                {floorball && <th scope="col">{t`Kapitán / brankář`}</th>}
                <th scope="col">{t`Týmy`}</th>
              </tr>
            </thead>
            <tbody>
              {participants.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    {p.lastName} {p.firstName}
                  </th>
                  <td>{p.birthYear}</td>
                  <td>{text.gender(p.gender)}</td>
                  <td>{p.jerseyNumber ?? ''}</td>
                  <td>{p.isLeader ? t`ano` : ''}</td>
                  {floorball && <td>{[p.tournamentSpecificAttributes.captain && (p.gender === 'F' ? t`kapitánka` : t`kapitán`), p.tournamentSpecificAttributes.goalkeeper && (p.gender === 'F' ? t`brankářka` : t`brankář`)].filter(Boolean).join(', ')}</td>}
                  <td>{p.teamIds.map((id) => label.get(id) ?? id).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      </Stack>
    </StyledPrint>
  );
}
