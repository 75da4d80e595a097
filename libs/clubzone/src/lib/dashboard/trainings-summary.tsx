import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { href, LocaleLink, useLocale } from '@phc/i18n';
import { Button, Card, Heading, Skeleton } from '@phc/ui';
import { clubzoneQueries } from '../account/club-queries';
import { summarizeTrainings } from './trainings-summary-logic';

/** The club's trainings by state, with the way to the calendar; a failed read does not hide the dashboard. */
export function TrainingsSummary({ clubId }: { clubId: number }) {
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useQuery(clubzoneQueries.trainings(clubId));
  const summary = data ? summarizeTrainings(data) : null;
  return (
    <Card aria-labelledby="trainings-heading">
      <Heading level={2} id="trainings-heading">
        <Trans>Tréninky</Trans>
      </Heading>
      {isPending && <Skeleton height={48} />}
      {isError && (
        <p>
          <Trans>Tréninky se nepodařilo načíst.</Trans>{' '}
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            <Trans>Zkusit znovu</Trans>
          </Button>
        </p>
      )}
      {summary &&
        (summary.total === 0 ? (
          <p>
            <Trans>Zatím žádné tréninky.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Celkem {summary.total}: schválené {summary.approved}, čekající {summary.pending}, zamítnuté nebo zrušené {summary.closed}.
            </Trans>
          </p>
        ))}
      <p>
        <LocaleLink to={href('clubzone-trainings', {}, locale)}>
          <Trans>Kalendář tréninků</Trans>
        </LocaleLink>
      </p>
    </Card>
  );
}
