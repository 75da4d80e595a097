import { useEffect } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { competitionQueries, queries } from '@phc/api-client';
import { isSuperAdmin, useCurrentUser } from '@phc/auth';
import { href, LocaleLink } from '@phc/i18n';
import { EmptyState, Heading, useTournament } from '@phc/ui';
import { registerProtocolServiceWorker } from '../offline/register-service-worker';
import { canEditMatch, needsMyMatches } from './protocol-model';
import { ProtocolSkeleton } from './protocol-skeleton';
import { ProtocolWorkspace } from './protocol-workspace';

/** SPEC §6: who may not edit the match sees why, and no editing UI at all (the server answers 403 anyway). */
function NoAccess({ matchId }: { matchId: number }) {
  return (
    <>
      <Heading level={1}>
        <Trans>Zápasový protokol</Trans>
      </Heading>
      <EmptyState
      headingLevel={2}
      title={<Trans>K zápisu tohoto zápasu nemáte přístup</Trans>}
      description={<Trans>Zápasový protokol vede zapisovatel haly, super zapisovatel nebo hlavní administrátor.</Trans>}
      action={
        <LocaleLink to={href('vysledky-zapas', { matchId })}>
          <Trans>Zobrazit detail zápasu</Trans>
        </LocaleLink>
      }
      />
    </>
  );
}

function ProtocolContent({ matchId }: { matchId: number }) {
  const { sport } = useTournament();
  const { user, pending } = useCurrentUser({ required: true });
  const { data: staticData } = useSuspenseQuery(queries.static());
  const { data: detail } = useSuspenseQuery(queries.match(matchId, { uncached: true }));
  // A plain reporter's own matches are the server's answer (cached by the protocol's service worker for offline reloads).
  const mine = useQuery({ ...competitionQueries.myMatches(), enabled: needsMyMatches(user) });
  if (pending || (needsMyMatches(user) && mine.isPending)) return <ProtocolSkeleton />;
  if (!canEditMatch(user, matchId, mine.data)) return <NoAccess matchId={matchId} />;
  if (detail.match.homeTeamId === null || detail.match.awayTeamId === null) {
    return <EmptyState title={<Trans>Týmy tohoto zápasu ještě nejsou známé</Trans>} description={<Trans>Protokol půjde vést, až postoupí oba týmy.</Trans>} />;
  }
  return <ProtocolWorkspace sport={sport} staticData={staticData} detail={detail} superAdmin={isSuperAdmin(user)} />;
}

/** The protocol of one match; the service worker that lets it reload offline is registered from here only. */
export function ProtocolScreen({ matchId }: { matchId: number }) {
  useEffect(() => {
    void registerProtocolServiceWorker();
  }, []);
  return <ProtocolContent matchId={matchId} />;
}
