import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamRequestState } from '@phc/api-contract';
import { LocaleLink, href, useLocale, type RouteDependencies } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';
import { Badge, EmptyState, Heading, Skeleton, Stack, type BadgeVariant } from '@phc/ui';
import { ParticipantsSubpage } from '../components/subpage';
import { exceptionRequestsByClub } from '../logic/exception-requests';
import { exceptionRequestsQueries } from '../queries/exception-requests-queries';

const StyledList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* The decision at the row's end, the name and team wrapping before it on a phone. */
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const stateVariant: Record<TeamRequestState, BadgeVariant> = { pending: 'warning', approved: 'success', rejected: 'danger', canceled: 'neutral' };

function ExceptionRequests() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: requests } = useSuspenseQuery(exceptionRequestsQueries.list());
  const clubs = exceptionRequestsByClub(requests);
  const stateLabel = (state: TeamRequestState) => ({ pending: t`Čeká na vyřízení`, approved: t`Schválená`, rejected: t`Zamítnutá`, canceled: t`Zrušená` })[state];
  if (clubs.length === 0) return <EmptyState title={<Trans>Zatím žádné žádosti o výjimky</Trans>} />;
  return (
    <>
      {clubs.map((club) => (
        <section key={club.clubId} aria-labelledby={`exceptions-${club.clubId}`}>
          <Heading level={2} size={4} id={`exceptions-${club.clubId}`}>
            {club.clubName}
          </Heading>
          <StyledList aria-label={t`Žádosti o výjimky: ${club.clubName}`}>
            {club.requests.map((request) => (
              <li key={request.id}>
                <span>
                  {request.participantName} · {teamRefName(request.team, locale)}
                </span>
                <Badge variant={stateVariant[request.state]}>{stateLabel(request.state)}</Badge>
              </li>
            ))}
          </StyledList>
        </section>
      ))}
    </>
  );
}

/**
 * The public list of exception requests (SPEC §3; the server's public read): who asked to play for a
 * team outside its category's rules, by initials only, and what the organiser decided, so a club can
 * see the same rules applied to everyone. Placed with the participants, as SPEC §2 gives it no page.
 */
export function Component() {
  const skeleton = (
    <Stack $gap={2} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={32} />
      ))}
    </Stack>
  );
  const conditions = (
    <>
      {' · '}
      <LocaleLink to={href('podminky-vyjimek', {}, 'cs')}>
        <Trans>Podmínky výjimek</Trans>
      </LocaleLink>
    </>
  );
  return (
    <ParticipantsSubpage title={<Trans>Žádosti o výjimky</Trans>} links={conditions} fallback={skeleton}>
      <ExceptionRequests />
    </ParticipantsSubpage>
  );
}

export function loader({ queryClient }: RouteDependencies) {
  return () => {
    void queryClient.ensureQueryData(exceptionRequestsQueries.list()).catch(() => undefined);
    return null;
  };
}
