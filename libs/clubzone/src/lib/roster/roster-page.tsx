import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { configValue, type LoggedUser, type Participant } from '@phc/api-contract';
import { webQueries } from '@phc/api-client';
import { usePageTitle, type RouteDependencies } from '@phc/i18n';
import { Button, Heading, Notice, pushAlert, Stack, useTournament } from '@phc/ui';
import { clubzoneQueries } from '../account/club-queries';
import { requestWindow } from '../requests/request-window';
import type { RosterTeam } from './eligibility';
import { downloadText, rosterCsv } from './roster-csv';
import { RosterList } from './roster-list';
import { rosterAccess, type RosterAccess } from './roster-logic';
import { ExceptionDialog, ParticipantDialog, type Editing, type Requesting } from './roster-dialogs';
import { RosterPrint } from './roster-print';
import { rosterQueries } from './roster-queries';
import { RosterTeams } from './roster-teams';
import { useEligibilityText } from './eligibility-text';
import { useRosterActions } from './use-roster-actions';
import { useRosterTeams } from './use-roster-teams';
import { ClubPage } from './club-page';


function ClosedNotice({ access }: { access: RosterAccess }) {
  if (access.editable) return null;
  if (access.reason === 'readOnly')
    return (
      <Notice role="status">
        <Trans>Soupisku tohoto klubu si můžete jen prohlédnout.</Trans>
      </Notice>
    );
  if (access.reason === 'notApproved')
    return (
      <Notice role="status">
        <Trans>Soupisku lze upravovat až po schválení registrace klubu.</Trans>
      </Notice>
    );
  return (
    <Notice role="status">
      <Trans>Termín pro úpravy soupisky uplynul, soupisku už nelze měnit.</Trans>
    </Notice>
  );
}

function useCsvDownload(clubName: string, participants: readonly Participant[], teams: readonly RosterTeam[], floorball: boolean) {
  const { t } = useLingui();
  const text = useEligibilityText();
  return () => {
    const header = [t`Příjmení`, t`Jméno`, t`Rok narození`, t`Pohlaví`, t`Vedoucí`, t`Číslo dresu`, t`Týmy`, ...(floorball ? [t`Kapitán`, t`Brankář`] : [])];
    const csv = rosterCsv(participants, new Map(teams.map((x) => [x.id, x.label])), { header, gender: { M: text.gender('M'), F: text.gender('F'), I: text.gender('I') }, yes: t`ano` }, floorball);
    downloadText(csv, `${clubName.replace(/[^\p{L}\p{N}]+/gu, '-')}-soupiska.csv`);
  };
}

export function Roster({ clubId, user }: { clubId: number; user: LoggedUser }) {
  const { t } = useLingui();
  const floorball = useTournament().sport === 'floorball';
  const [search, setSearch] = useSearchParams();
  const { data: club } = useSuspenseQuery(clubzoneQueries.club(clubId));
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  const { data: participants } = useSuspenseQuery(rosterQueries.participants(clubId));
  const teams = useRosterTeams(clubId);
  const configurations = enums.configurations;
  const now = new Date();
  const access = rosterAccess({ user, clubId, registrationState: club.registrationState, configurations, now });
  const canRequest = (access.editable || access.reason !== 'readOnly') && requestWindow(configurations, now).open;
  const { save, saveFailure, remove, toggleTeam } = useRosterActions(clubId, teams);
  const [editing, setEditing] = useState<Editing>(null);
  const [requesting, setRequesting] = useState<Requesting>(null);
  const download = useCsvDownload(club.name, participants, teams, floorball);
  const onEdit = useCallback((participant: Participant) => setEditing({ participant }), []);
  const onRemove = useCallback((participant: Participant) => void remove(participant), [remove]);
  const onToggleTeam = useCallback((participant: Participant, teamId: number, join: boolean) => void toggleTeam(participant, teamId, join), [toggleTeam]);
  const onDropParticipant = (participantId: number, teamId: number) => {
    const dropped = participants.find((p) => p.id === participantId);
    if (!dropped || dropped.teamIds.includes(teamId)) return;
    if (dropped.availableTeamIds.includes(teamId)) void toggleTeam(dropped, teamId, true);
    else pushAlert({ type: 'danger', message: t`${dropped.firstName} ${dropped.lastName} za tento tým hrát nemůže; požádejte o výjimku.` });
  };
  const onRequest = useCallback((participant: Participant, teamId: number) => setRequesting({ participantId: participant.id, teamId }), []);
  usePageTitle(t`Soupiska – ${club.name}`);

  const downloadable = configValue(configurations, 'download_roster_visible') === true;
  if (search.get('tisk') === '1' && downloadable) {
    return <RosterPrint clubName={club.name} participants={participants} teams={teams} floorball={floorball} onClose={() => setSearch({})} />;
  }
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Soupiska – {club.name}</Trans>
      </Heading>
      <ClosedNotice access={access} />
      <Stack $direction="row" $gap={2} $wrap>
        {access.editable && (
          <Button onClick={() => setEditing({ participant: null })}>
            <Trans>Přidat účastníka</Trans>
          </Button>
        )}
        {downloadable && (
          <>
            <Button variant="secondary" onClick={download}>
              <Trans>Stáhnout soupisku (CSV)</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setSearch({ tisk: '1' })}>
              <Trans>Verze pro tisk</Trans>
            </Button>
          </>
        )}
      </Stack>
      {teams.length > 0 && <RosterTeams participants={participants} teams={teams} onDropParticipant={access.editable ? onDropParticipant : undefined} />}
      <RosterList
        participants={participants}
        teams={teams}
        floorball={floorball}
        editable={access.editable}
        canRequest={canRequest}
        onEdit={onEdit}
        onRemove={onRemove}
        onToggleTeam={onToggleTeam}
        onRequest={onRequest}
      />
      <ParticipantDialog editing={editing} floorball={floorball} configurations={configurations} categories={enums.teamCategories} onClose={() => setEditing(null)} save={save} failureMessage={saveFailure} />
      <ExceptionDialog clubId={clubId} requesting={requesting} participants={participants} teams={teams} onClose={() => setRequesting(null)} />
    </Stack>
  );
}

/** SPEC §2 `/soupiska` and `/soupiska/{clubId}`: the club roster. */
export function Component() {
  return <ClubPage routeName="soupiska">{(clubId, user) => <Roster clubId={clubId} user={user} />}</ClubPage>;
}

export function loader({ queryClient }: RouteDependencies) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    const id = Number(params['clubId']);
    if (Number.isInteger(id) && id > 0) {
      void queryClient.prefetchQuery(clubzoneQueries.club(id));
      void queryClient.prefetchQuery(rosterQueries.participants(id));
    }
    void queryClient.prefetchQuery(webQueries.enums());
    return null;
  };
}
