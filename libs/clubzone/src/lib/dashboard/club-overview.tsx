import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Club, Enums } from '@phc/api-contract';
import { LocaleLink, useLocale } from '@phc/i18n';
import { clubTeamName } from '@phc/tournaments';
import { Card, Heading, Skeleton, TableScroll } from '@phc/ui';
import { categoryLimits, teamSummaries, type RosterTeam } from '../roster/eligibility';
import { rosterQueries } from '../roster/roster-queries';
import { leaderQueries } from '../team-leaders/leader-queries';
import { trainingQueries } from '../trainings/training-queries';
import { summarizeJoinRequests, summarizeLeaders, summarizeRequests, summarizeRoster } from './dashboard-summary';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** Where each summary card leads; a card whose screen the user may not open (SPEC §2 conditions) is not shown. */
export type OverviewLinks = { roster?: string; requests?: string; leaders?: string; joinRequests?: string };

function SummaryCard({ id, title, link, linkLabel, pending, failed, children }: { id: string; title: ReactNode; link: string; linkLabel: ReactNode; pending: boolean; failed: boolean; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {pending && <Skeleton height={48} />}
      {failed && (
        <p>
          <Trans>Přehled se nepodařilo načíst.</Trans>
        </p>
      )}
      {!pending && !failed && children}
      <p>
        <LocaleLink to={link}>{linkLabel}</LocaleLink>
      </p>
    </Card>
  );
}

function RosterCard({ club, enums, link }: { club: Club; enums: Enums; link: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(rosterQueries.participants(club.id));
  const categories = new Map(enums.teamCategories.map((c) => [c.id, c]));
  const teams: RosterTeam[] = club.teams.flatMap((team) => {
    const category = categories.get(team.teamCategoryId);
    return category ? [{ id: team.id, categoryId: category.id, category: categoryLimits(category), label: clubTeamName(club.name, team, locale) }] : [];
  });
  const summary = data
    ? summarizeRoster(
        data,
        teamSummaries(data, teams).map((s) => ({ teamId: s.team.id, label: s.team.label, players: s.players, leaders: s.leaders, problems: s.problems.length })),
      )
    : null;
  return (
    <SummaryCard id="roster-summary-heading" title={<Trans>Soupiska</Trans>} link={link} linkLabel={<Trans>Otevřít soupisku</Trans>} pending={isPending} failed={isError}>
      {summary && (
        <>
          {/* A team's own name can be long: the table scrolls inside the card on a phone, not the page. */}
          <TableScroll $label={t`Hráči a vedoucí po týmech`}>
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Tým</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Hráči</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Vedoucí</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.teams.map((team) => (
                  <tr key={team.teamId}>
                    <th scope="row">{team.label}</th>
                    <td>{team.players}</td>
                    <td>{team.leaders}</td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </TableScroll>
          {summary.unassigned > 0 && (
            <p>
              <Trans>Hráči bez týmu: {summary.unassigned}</Trans>
            </p>
          )}
          {summary.teamsWithProblems > 0 ? (
            <p role="status">
              <Trans>Týmy, které potřebují pozornost (bez hráčů nebo nad limitem): {summary.teamsWithProblems}</Trans>
            </p>
          ) : (
            <p>
              <Trans>Soupiska je v pořádku.</Trans>
            </p>
          )}
        </>
      )}
    </SummaryCard>
  );
}

function RequestsCard({ clubId, link }: { clubId: number; link: string }) {
  const { data, isPending, isError } = useQuery(rosterQueries.teamRequests(clubId));
  const summary = data ? summarizeRequests(data) : null;
  return (
    <SummaryCard id="requests-summary-heading" title={<Trans>Žádosti o výjimky</Trans>} link={link} linkLabel={<Trans>Žádosti o výjimky</Trans>} pending={isPending} failed={isError}>
      {summary && (
        <p>
          <Trans>
            Čekající: {summary.pending}, schválené: {summary.approved}, zamítnuté nebo zrušené: {summary.closed}
          </Trans>
        </p>
      )}
    </SummaryCard>
  );
}

function LeadersCard({ club, link }: { club: Club; link: string }) {
  const { data, isPending, isError } = useQuery(leaderQueries.list(club.id));
  const summary = data
    ? summarizeLeaders(
        data,
        club.teams.map((t) => t.id),
      )
    : null;
  return (
    <SummaryCard id="leaders-summary-heading" title={<Trans>Vedoucí týmů</Trans>} link={link} linkLabel={<Trans>Spravovat vedoucí týmů</Trans>} pending={isPending} failed={isError}>
      {summary && (
        <p>
          <Trans>
            Vedoucích: {summary.leaders}, z toho čeká na přijetí pozvánky: {summary.waiting}. Týmy bez vedoucího: {summary.teamsWithoutLeader}
          </Trans>
        </p>
      )}
    </SummaryCard>
  );
}

function JoinRequestsCard({ clubId, link }: { clubId: number; link: string }) {
  const received = useQuery(trainingQueries.joinList(clubId, 'received'));
  const created = useQuery(trainingQueries.joinList(clubId, 'created'));
  const summary = received.data && created.data ? summarizeJoinRequests(received.data, created.data) : null;
  return (
    <SummaryCard
      id="join-summary-heading"
      title={<Trans>Přátelská utkání</Trans>}
      link={link}
      linkLabel={<Trans>Žádosti o přátelská utkání</Trans>}
      pending={received.isPending || created.isPending}
      failed={received.isError || created.isError}
    >
      {summary && (
        <p>
          <Trans>
            K vyřízení: {summary.toAnswer}, naše čekající žádosti: {summary.waiting}
          </Trans>
        </p>
      )}
    </SummaryCard>
  );
}

/** The dashboard's summary (issue 13 item 7): roster, exception requests, leaders and friendly matches, each with its screen. */
export function ClubOverview({ club, enums, links }: { club: Club; enums: Enums; links: OverviewLinks }) {
  return (
    <>
      {links.roster && <RosterCard club={club} enums={enums} link={links.roster} />}
      {links.requests && <RequestsCard clubId={club.id} link={links.requests} />}
      {links.leaders && <LeadersCard club={club} link={links.leaders} />}
      {links.joinRequests && <JoinRequestsCard clubId={club.id} link={links.joinRequests} />}
    </>
  );
}
