import { Fragment, useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { calendarFeedPath, resultsShown } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { LocaleLink, href, useLocale, type RouteDependencies } from '@phc/i18n';
import { teamLabel } from '@phc/tournaments';
import { CalendarLinks, Card, Container, CountryFlag, EmptyState, Heading, QueryBoundary, Skeleton, Stack, useTournament } from '@phc/ui';
import { SearchField } from '../components/search-field';
import { groupClubsByCountry, searchClubs, teamsByCategory } from '../logic/countries';
import { participantsQueries } from '../queries/participants-queries';

const StyledCountries = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
    }
  }
`;

const StyledCount = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const StyledClubs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: ${({ theme }) => theme.space[2]} 0 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
  }
  dd ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  dd a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
`;

const StyledCountryHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  scroll-margin-top: ${({ theme }) => theme.scroll.hashOffset}px;
`;

const anchorOf = (countryId: number) => `zeme-${countryId}`;

function ParticipantsSkeleton() {
  return (
    <Stack $gap={3} aria-busy="true">
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

function Participants() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: clubs } = useSuspenseQuery(participantsQueries.clubs());
  const { data: competition } = useSuspenseQuery(queries.static());
  const { features } = useTournament();
  // A team's page is in the results: its name links there only while the results are on the web.
  const teamLinks = features.results && resultsShown(competition.configurations);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const all = useMemo(() => groupClubsByCountry(clubs, competition.countries, locale), [clubs, competition.countries, locale]);
  const found = useMemo(() => groupClubsByCountry(searchClubs(clubs, deferredQuery), competition.countries, locale), [clubs, deferredQuery, competition.countries, locale]);
  const countryCount = all.length;
  const clubCount = clubs.length;

  if (clubCount === 0) return <EmptyState title={<Trans>Zatím nejsou potvrzené žádné kluby</Trans>} description={<Trans>Seznam se doplní, jakmile pořadatel potvrdí první registrace.</Trans>} />;

  return (
    <>
      <p>
        <Trans>
          <Plural value={clubCount} one="# klub" few="# kluby" other="# klubů" /> z <Plural value={countryCount} one="# země" few="# zemí" other="# zemí" />
        </Trans>
      </p>
      {/* First on the page: on a phone the list of countries alone is a long scroll. */}
      <SearchField label={<Trans>Hledat klub podle názvu nebo města</Trans>} value={query} onChange={setQuery} placeholder={t`např. Dukla`} />
      <section aria-labelledby="ucastnici-zeme">
        <Heading level={2} id="ucastnici-zeme">
          <Trans>Kluby podle zemí</Trans>
        </Heading>
        <StyledCountries>
          {all.map((group) => (
            <li key={group.countryId}>
              <a href={`#${anchorOf(group.countryId)}`}>
                <CountryFlag countryCode={group.countryCode} />
                <span>{group.name}</span>
                <StyledCount>
                  <Plural value={group.clubs.length} one="# klub" few="# kluby" other="# klubů" />
                </StyledCount>
              </a>
            </li>
          ))}
        </StyledCountries>
      </section>
      <section aria-labelledby="ucastnici-kluby">
        <Heading level={2} id="ucastnici-kluby">
          <Trans>Přehled klubů</Trans>
        </Heading>
        {found.length === 0 ? (
          <EmptyState headingLevel={3} title={<Trans>Žádný klub neodpovídá hledání „{deferredQuery}“</Trans>} />
        ) : (
          found.map((group) => (
            <section key={group.countryId} aria-labelledby={anchorOf(group.countryId)}>
              <StyledCountryHeading id={anchorOf(group.countryId)}>
                <CountryFlag countryCode={group.countryCode} />
                {group.name}
              </StyledCountryHeading>
              <StyledClubs>
                {group.clubs.map((club) => (
                  <li key={club.id}>
                    <Card as="article" aria-label={club.name}>
                      <h4>{club.name}</h4>
                      {club.city && <p>{club.city}</p>}
                      {club.teams.length > 0 ? (
                        <dl>
                          {teamsByCategory(club.teams, competition.teamCategories, locale).map(({ categoryId, name, teams }) => (
                            <Fragment key={categoryId}>
                              <dt>{name}</dt>
                              <dd>
                                <ul>
                                  {teams.map((team) => {
                                    const label = teamLabel({ name: team.name, categoryCode: team.teamCategory.code, teamNumber: team.teamNumber });
                                    return (
                                      <li key={team.id}>
                                        {teamLinks ? (
                                          <LocaleLink to={href('vysledky-tym', { teamId: team.id }, 'cs')} aria-label={`${club.name} ${label} (${name})`}>
                                            {label}
                                          </LocaleLink>
                                        ) : (
                                          label
                                        )}
                                      </li>
                                    );
                                  })}
                                </ul>
                              </dd>
                            </Fragment>
                          ))}
                        </dl>
                      ) : (
                        <p>
                          <Trans>Bez přihlášených týmů</Trans>
                        </p>
                      )}
                      {club.teams.length > 0 && <CalendarLinks path={calendarFeedPath('club', club.id, locale)} filename={`club-${club.id}.ics`} owner={club.name} />}
                    </Card>
                  </li>
                ))}
              </StyledClubs>
            </section>
          ))
        )}
      </section>
    </>
  );
}

export function Component() {
  const locale = useLocale();
  const { features } = useTournament();
  return (
    <Container>
      <Heading level={1}>
        <Trans>Účastníci</Trans>
      </Heading>
      <p>
        <LocaleLink to={href('ucastnici-rozhodci', {}, 'cs')}>
          <Trans>Seznam rozhodčích</Trans>
        </LocaleLink>
        {/* The exception requests' public list: SPEC §2 places it nowhere, and it is about who takes part. */}
        {features.teamRequests && (
          <>
            {' · '}
            <LocaleLink to={href('ucastnici-vyjimky', {}, 'cs')}>
              <Trans>Žádosti o výjimky</Trans>
            </LocaleLink>
          </>
        )}
      </p>
      <QueryBoundary key={locale} fallback={<ParticipantsSkeleton />}>
        <Participants />
      </QueryBoundary>
    </Container>
  );
}

/** Starts both reads with the route's chunk; the page shows a skeleton until they arrive, not a blank screen. */
export function loader({ queryClient }: RouteDependencies) {
  return () => {
    void queryClient.ensureQueryData(participantsQueries.clubs()).catch(() => undefined);
    void queryClient.ensureQueryData(queries.static()).catch(() => undefined);
    return null;
  };
}
