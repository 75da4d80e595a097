import { Fragment } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { Club } from '@phc/api-contract';
import { competitionQueries } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import { clubTeamName } from '@phc/tournaments';
import { Button, Card, Heading, Skeleton } from '@phc/ui';

const StyledPins = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.1em;
  }
`;

export type ProtocolPinsProps = { clubId: number; clubName: string; teams: Club['teams'] };

/**
 * Each team's PIN for the match protocol: at the end of a match the team's leader confirms the
 * result with it on the reporter's device. A failed read does not hide the dashboard.
 */
export function ProtocolPins({ clubId, clubName, teams }: ProtocolPinsProps) {
  const locale = useLocale();
  const { data: pins, isPending, isError, refetch } = useQuery(competitionQueries.clubProtocolPins(clubId));
  // A club manager reads the club but signs for none of its teams: no PIN, no card (issue 26).
  if (teams.length === 0 || pins?.length === 0) return null;
  const pinOf = new Map((pins ?? []).map((p) => [p.teamId, p.pin]));
  return (
    <Card aria-labelledby="protocol-pins-heading">
      <Heading level={2} id="protocol-pins-heading">
        <Trans>PIN pro zápasový protokol</Trans>
      </Heading>
      <p>
        <Trans>Vedoucí týmu jím po zápase potvrzuje výsledek na zařízení zapisovatele. Nesdělujte jej soupeři.</Trans>
      </p>
      {isPending && <Skeleton height={48} />}
      {isError && (
        <p>
          <Trans>PIN se nepodařilo načíst.</Trans>{' '}
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            <Trans>Zkusit znovu</Trans>
          </Button>
        </p>
      )}
      {pins && (
        <StyledPins>
          {teams
            .filter((team) => pinOf.has(team.id))
            .map((team) => (
              <Fragment key={team.id}>
                <dt>{clubTeamName(clubName, team, locale)}</dt>
                <dd>{pinOf.get(team.id)}</dd>
              </Fragment>
            ))}
        </StyledPins>
      )}
    </Card>
  );
}
