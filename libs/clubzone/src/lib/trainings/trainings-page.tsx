import { useState } from 'react';
import styled from 'styled-components';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { configValue, trainingDateProblem, trainingUnitMinutes, type LoggedUser, type Training } from '@phc/api-contract';
import { webQueries } from '@phc/api-client';
import { canManageClub, currentClubId, useCurrentUser, useUserBarStore } from '@phc/auth';
import { formatDate, formatWeekday, href, LocaleLink, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { clubTeamName, teamRefName } from '@phc/tournaments';
import { Button, Container, Dialog, EmptyState, Heading, QueryBoundary, Skeleton, Stack } from '@phc/ui';
import { clubzoneQueries } from '../account/club-queries';
import { JoinDialog } from './join-dialog';
import { OwnTrainings } from './own-trainings';
import { TrainingCalendar } from './training-calendar';
import { TrainingForm } from './training-form';
import { dateOfDay, formDays, groupCalendar, hourlyPrice, isJoinable, slotOf, trainingsOpen } from './training-logic';
import { trainingQueries } from './training-queries';
import { emptyTrainingValues, trainingToValues } from './training-values';
import { useTrainingActions } from './use-training-actions';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h1,
  h2 {
    margin: 0;
  }
`;

type Editing = { training: Training | null } | null;

function useLookups(clubId: number) {
  const locale = useLocale();
  const { t } = useLingui();
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  const { data: club } = useSuspenseQuery(clubzoneQueries.club(clubId));
  const { data: halls } = useSuspenseQuery(trainingQueries.halls());
  const country = enums.countries.find((c) => c.id === club.countryId);
  const currency = country?.countryCode === 'CZ' ? ('CZK' as const) : ('EUR' as const);
  const hallName = (id: number | null) => (id === null ? t`Halu přidělí organizátor` : (halls.find((h) => h.id === id)?.translations.find((tr) => tr.locale === locale)?.name ?? t`Hala ${id}`));
  const typeName = (id: number) => enums.trainingTypes.find((type) => type.id === id)?.name[locale] ?? '–';
  const dayLabel = (day: number) => {
    const date = dateOfDay(enums.configurations, day);
    return date ? `${formatWeekday(date, locale)} ${formatDate(date, locale)}` : t`Den ${day}`;
  };
  return { enums, club, halls, currency, hallName, typeName, dayLabel };
}

export function TrainingsScreen({ clubId, user }: { clubId: number; user: LoggedUser }) {
  const locale = useLocale();
  const { enums, club, halls, currency, hallName, typeName, dayLabel } = useLookups(clubId);
  const { data: own } = useSuspenseQuery(clubzoneQueries.trainings(clubId));
  const { data: all } = useSuspenseQuery(trainingQueries.calendar());
  const actions = useTrainingActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [joining, setJoining] = useState<Training | null>(null);
  const canWrite = canManageClub(user, clubId);
  // The browser's clock (the product's in the journeys); the rules read it on Prague's calendar.
  const now = new Date();
  const open = trainingsOpen(enums.configurations, now);
  const teams = club.teams.map((team) => ({ value: String(team.id), label: clubTeamName(club.name, team, locale) }));
  const label = (training: Training) => `${teamRefName(training.team, locale)} ${dayLabel(training.day)} ${slotOf(training).from}`;
  const ownClubIds = [clubId];

  return (
    <Stack $gap={5}>
      <StyledHead>
        <Heading level={1}>
          <Trans>Tréninky</Trans>
        </Heading>
        {canWrite && open && teams.length > 0 && (
          <Button onClick={() => setEditing({ training: null })}>
            <Trans>Nový trénink</Trans>
          </Button>
        )}
      </StyledHead>
      {canWrite && !open && (
        <p>
          <Trans>Tréninky už nelze přidávat ani měnit (termín pro úpravy tréninků uplynul).</Trans>
        </p>
      )}
      <p>
        <LocaleLink to={href('training-join-requests-clubId-received', { clubId }, locale)}>
          <Trans>Žádosti o přátelská utkání</Trans>
        </LocaleLink>
      </p>
      <section aria-labelledby="own-trainings-heading">
        <Heading level={2} id="own-trainings-heading">
          <Trans>Tréninky klubu {club.name}</Trans>
        </Heading>
        <OwnTrainings
          trainings={own}
          dateOf={(day) => dateOfDay(enums.configurations, day)}
          hallName={hallName}
          typeName={typeName}
          hourlyPrice={(typeId) => hourlyPrice(typeId, enums, currency)}
          currency={currency}
          canWrite={canWrite}
          open={open}
          onEdit={(training) => setEditing({ training })}
          onRemove={(training) => void actions.remove(training, label(training))}
          onCancel={(training) => void actions.cancel(training, label(training))}
        />
      </section>
      <section aria-labelledby="calendar-heading">
        <Heading level={2} id="calendar-heading">
          <Trans>Kalendář tréninků</Trans>
        </Heading>
        <TrainingCalendar
          days={groupCalendar(enums.configurations, all, halls.map((h) => h.id))}
          hallName={hallName}
          joinable={(training) => canWrite && open && teams.length > 0 && isJoinable(training, ownClubIds, { configurations: enums.configurations, now })}
          onJoin={setJoining}
        />
      </section>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.training ? <Trans>Upravit trénink</Trans> : <Trans>Nový trénink</Trans>} size="lg">
        {editing && (
          <TrainingForm
            teams={teams}
            days={formDays(enums.configurations, now, editing.training).map((day) => ({ value: String(day), label: dayLabel(day) }))}
            check={(input) => trainingDateProblem(enums.configurations, input.day, input.preferredTime, new Date())}
            trainingTypes={enums.trainingTypes.map((type) => ({ value: String(type.id), label: typeName(type.id) }))}
            halls={halls.map((h) => ({ value: String(h.id), label: hallName(h.id) }))}
            unitMinutes={trainingUnitMinutes(enums.configurations)}
            initial={
              editing.training
                ? trainingToValues(editing.training)
                : emptyTrainingValues({ teamId: teams.length === 1 ? teams[0].value : '', durationInMinutes: String(2 * trainingUnitMinutes(enums.configurations)) })
            }
            failureMessage={(error) => actions.saveFailure(error, editing.training === null)}
            onSubmit={async (input) => {
              await actions.save(input, editing.training);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <JoinDialog
        training={joining}
        teams={teams}
        failureMessage={actions.joinFailure}
        onJoin={async (training, teamId) => {
          await actions.join(training, teamId);
          setJoining(null);
        }}
        onClose={() => setJoining(null)}
      />
    </Stack>
  );
}

/** SPEC §2 `/clubzone/trainings`: the club's trainings and the calendar of every club's, when trainings are shown. */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  usePageTitle(t`Kalendář tréninků`);
  const { user } = useCurrentUser({ required: true });
  const selectedClubId = useUserBarStore((state) => state.selectedClubId);
  const { data: enums } = useQuery(webQueries.enums());
  if (!user || !enums) return <Container>{<Skeleton height={160} />}</Container>;
  const clubId = currentClubId({ user, selectedClubId });
  if (configValue(enums.configurations, 'show_trainings') !== true) {
    return (
      <Container>
        <Heading level={1}>
          <Trans>Kalendář tréninků</Trans>
        </Heading>
        <EmptyState title={<Trans>Tréninky nejsou v tomto turnaji k dispozici</Trans>} />
      </Container>
    );
  }
  if (clubId === null) {
    return (
      <Container>
        <Heading level={1}>
          <Trans>Kalendář tréninků</Trans>
        </Heading>
        <EmptyState title={<Trans>Nespravujete žádný klub</Trans>} description={<Trans>Tréninky objednává klub; vyberte klub v profilu.</Trans>} />
      </Container>
    );
  }
  return (
    <Container>
      <QueryBoundary key={`${clubId}-${locale}`} fallback={<Skeleton height={320} />}>
        <TrainingsScreen clubId={clubId} user={user} />
      </QueryBoundary>
    </Container>
  );
}

export function loader({ queryClient }: RouteDependencies) {
  return () => {
    void queryClient.prefetchQuery(webQueries.enums());
    void queryClient.prefetchQuery(trainingQueries.calendar());
    return null;
  };
}
