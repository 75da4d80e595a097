import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { AdminCompetitionDetail } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { formatMoment, localizePath, useLocale } from '@phc/i18n';
import { Button, ErrorState, Heading, pushAlert, Skeleton, Stack, useConfirm, useDocumentTitle } from '@phc/ui';
import { competitionMutations, competitionQueries } from '../queries/competition-queries';
import { DrawForm, PlayoffsForm } from './build-forms';
import { bracketGroups, stageGroups } from './competition-logic';
import { GroupsSection } from './groups-section';
import { LevelsSection } from './levels-section';
import { PotsForm } from './pots-form';
import { ScheduleForm } from './schedule-form';
import { ScheduleReportView, ScheduleTable } from './schedule-section';
import { StateBadge } from './state-badge';

/** Publishing, after a confirmation that says what it fixes. */
function PublishButton({ detail }: { detail: AdminCompetitionDetail }) {
  const { t, i18n } = useLingui();
  const publishing = useMutation(competitionMutations.publish(detail.category.id));
  const confirm = useConfirm();
  const name = detail.category.name[i18n.locale === 'en' ? 'en' : 'cs'];
  const matches = detail.matches.length;
  const publish = async () => {
    const ok = await confirm({
      title: t`Zveřejnit soutěž ${name}?`,
      message: t`Skupiny a ${plural(matches, { one: '# zápas', few: '# zápasy', many: '# zápasu', other: '# zápasů' })} uvidí veřejnost hned, zápasy dostanou čísla, která se už nezmění, a losování ani rozpis pak nepůjde sestavit znovu.`,
      confirmLabel: t`Zveřejnit`,
    });
    if (!ok) return;
    try {
      await publishing.mutateAsync();
      pushAlert({ type: 'success', message: t`Soutěž ${name} je zveřejněná.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`Zveřejnit nelze: soutěž už je zveřejněná nebo nemá rozpis.` : t`Soutěž se nepodařilo zveřejnit. Zkuste to prosím znovu.` });
    }
  };
  return (
    <Button onClick={() => void publish()} loading={publishing.isPending} disabled={matches === 0}>
      <Trans>Zveřejnit</Trans>
    </Button>
  );
}

function CompetitionBuilder({ detail }: { detail: AdminCompetitionDetail }) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const savePots = useMutation(competitionMutations.savePots(detail.category.id));
  const schedule = useMutation(competitionMutations.schedule(detail.category.id));
  const editable = detail.category.state !== 'published';
  const name = detail.category.name[i18n.locale === 'en' ? 'en' : 'cs'];
  const published = detail.category.publishedAt;
  const brackets = bracketGroups(detail);
  return (
    <Stack $gap={5}>
      <Stack $gap={2} $direction="row" $wrap $align="center">
        <Heading level={1}>{t`Soutěž: ${name}`}</Heading>
        <StateBadge state={detail.category.state} />
        {editable && <PublishButton detail={detail} />}
      </Stack>
      {published && <p>{t`Zveřejněno ${formatMoment(published, locale)}. Čísla zápasů jsou pevná.`}</p>}
      <LevelsSection detail={detail} editable={editable} />
      {editable && detail.teams.length > 0 && (
        <Stack as="section" $gap={3} aria-labelledby="pots-heading">
          <Heading level={2} id="pots-heading">
            <Trans>Koše nasazení</Trans>
          </Heading>
          <p>
            <Trans>Losování bere týmy koš po koši hadem přes skupiny, takže každá skupina dostane po jednom týmu z každého plného koše. Týmy bez koše se losují nakonec.</Trans>
          </p>
          <PotsForm
            key={detail.teams.map((team) => team.pot ?? '').join(',')}
            teams={detail.teams}
            onSubmit={(body) => savePots.mutateAsync(body)}
            onSaved={() => pushAlert({ type: 'success', message: t`Koše jsou uložené. Platí pro příští losování.` })}
          />
        </Stack>
      )}
      <Stack as="section" $gap={3} aria-labelledby="draw-heading">
        <Heading level={2} id="draw-heading">
          <Trans>Skupiny</Trans>
        </Heading>
        {editable && <DrawForm detail={detail} editable={editable} />}
        <GroupsSection detail={detail} editable={editable} />
      </Stack>
      {stageGroups(detail).length > 0 && (
        <Stack as="section" $gap={3} aria-labelledby="playoffs-heading">
          <Heading level={2} id="playoffs-heading">
            <Trans>Play-off</Trans>
          </Heading>
          {editable && <PlayoffsForm detail={detail} editable={editable} />}
          <p>
            {brackets.length === 0
              ? t`Play-off zatím není sestavené.`
              : t`Play-off A: ${plural(brackets.filter((g) => g.playoffCategory === 1).length, { one: '# zápas', few: '# zápasy', many: '# zápasu', other: '# zápasů' })}, play-off B: ${plural(brackets.filter((g) => g.playoffCategory === 2).length, { one: '# zápas', few: '# zápasy', many: '# zápasu', other: '# zápasů' })}.`}
          </p>
        </Stack>
      )}
      {stageGroups(detail).length > 0 && (
        <Stack as="section" $gap={3} aria-labelledby="schedule-heading">
          <Heading level={2} id="schedule-heading">
            <Trans>Rozpis</Trans>
          </Heading>
          {editable && <ScheduleForm key={JSON.stringify(detail.schedule)} settings={detail.schedule} disabled={!editable} onSubmit={(body) => schedule.mutateAsync(body)} />}
          {detail.report && <ScheduleReportView report={detail.report} />}
          <ScheduleTable detail={detail} />
        </Stack>
      )}
    </Stack>
  );
}

/** One category's competition builder (issue 17): groups, playoffs, schedule and publishing. */
export function CompetitionPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const categoryId = Number(useParams().categoryId);
  const detail = useQuery({ ...competitionQueries.detail(categoryId), enabled: Number.isInteger(categoryId) && categoryId > 0 });
  useDocumentTitle(t`Soutěž`);
  const back = (
    <Link to={localizePath('/competition', locale)}>
      <Trans>Zpět na kategorie</Trans>
    </Link>
  );
  if (detail.isPending) return <Skeleton height="20rem" />;
  if (detail.isError)
    return (
      <Stack $gap={3}>
        {back}
        {isApiError(detail.error, 404) ? <ErrorState title={t`Taková kategorie neexistuje`} /> : <ErrorState onRetry={() => void detail.refetch()} />}
      </Stack>
    );
  return (
    <Stack $gap={3}>
      {back}
      <CompetitionBuilder detail={detail.data} />
    </Stack>
  );
}

export default CompetitionPage;
