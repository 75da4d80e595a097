import { useMemo } from 'react';
import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { competitionQueries, queries } from '@phc/api-client';
import { formatDate, href, useLocale } from '@phc/i18n';
import { tournamentDay } from '@phc/tournaments';
import { Badge, ButtonLink, EmptyState, Heading } from '@phc/ui';
import { myMatchRows, type MyMatchRow } from './my-matches-model';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function StateBadge({ row }: { row: MyMatchRow }) {
  if (row.state === 'live') return <Badge variant="live">{row.score ? <Trans>Hraje se {row.score}</Trans> : <Trans>Hraje se</Trans>}</Badge>;
  if (row.state === 'finished') return <Badge variant="neutral">{row.score ? <Trans>Konec {row.score}</Trans> : <Trans>Konec</Trans>}</Badge>;
  return <Badge variant="primary">{row.today ? <Trans>Dnes</Trans> : <Trans>Naplánováno</Trans>}</Badge>;
}

function MatchItem({ row }: { row: MyMatchRow }) {
  const { t } = useLingui();
  const locale = useLocale();
  const teams = `${row.homeName} – ${row.awayName}`;
  const day = formatDate(row.day, locale);
  return (
    <StyledItem>
      <h2>{teams}</h2>
      <p>
        {day} {row.time} · {row.hallName} <StateBadge row={row} />
      </p>
      <StyledLinks>
        {row.protocol && (
          <ButtonLink to={href('zapasovy-protokol', { matchId: row.matchId }, locale)} aria-label={t`Protokol zápasu ${teams}`}>
            <Trans>Protokol</Trans>
          </ButtonLink>
        )}
        <ButtonLink variant="secondary" to={href('zapasova-soupiska', { matchId: row.matchId }, locale)} aria-label={t`Soupiska zápasu ${teams}`}>
          <Trans>Soupiska</Trans>
        </ButtonLink>
      </StyledLinks>
    </StyledItem>
  );
}

/** "My matches": what the reporter (or team leader) may record, today's first. */
export function MyMatchesScreen() {
  const locale = useLocale();
  const { data: mine } = useSuspenseQuery(competitionQueries.myMatches());
  const { data: staticData } = useSuspenseQuery(queries.static());
  const { data: live } = useSuspenseQuery(queries.live());
  const rows = useMemo(() => myMatchRows(mine, staticData, live, locale, tournamentDay(new Date())), [mine, staticData, live, locale]);
  return (
    <>
      <Heading level={1}>
        <Trans>Moje zápasy</Trans>
      </Heading>
      {rows.length === 0 ? (
        <EmptyState title={<Trans>Nemáte žádné zápasy k zapisování</Trans>} description={<Trans>Zápasy se tu objeví, až vás organizátor určí zapisovatelem haly nebo vedoucím týmu.</Trans>} />
      ) : (
        <StyledList>
          {rows.map((row) => (
            <MatchItem key={row.matchId} row={row} />
          ))}
        </StyledList>
      )}
    </>
  );
}
