import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizePath, useLocale } from '@phc/i18n';
import { isApiError } from '@phc/api-client';
import { ErrorState, Heading, pushAlert, QueryBoundary, Skeleton, Stack, useDocumentTitle } from '@phc/ui';
import { clubsMutations, clubsQueries } from '../queries/clubs-queries';
import { ClubEditForm } from './club-edit-form';

function ClubEdit({ id }: { id: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useMutation(clubsMutations.save(id));
  const { data: club } = useSuspenseQuery(clubsQueries.clubEdit(id));
  useDocumentTitle(t`Úprava klubu ${club.clubName}`);
  const clubPage = localizePath(`/clubs/${id}`, locale);
  return (
    <Stack $gap={4}>
      <Heading level={1}>{t`Úprava klubu ${club.clubName}`}</Heading>
      <ClubEditForm
        club={club}
        onSave={async (body) => {
          const saved = await save.mutateAsync(body);
          pushAlert({ type: 'success', message: t`Klub ${saved.clubName} byl uložen.` });
          void navigate(clubPage);
        }}
        onCancel={() => void navigate(clubPage)}
      />
    </Stack>
  );
}

/** Editing a club's data and its teams (issue 16 item 1), reached from the club's page. */
export function ClubEditPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const back = (
    <Link to={localizePath(valid ? `/clubs/${id}` : '/', locale)}>
      <Trans>← Zpět na klub</Trans>
    </Link>
  );
  const missing = (
    <Heading level={1}>
      <Trans>Takový klub neexistuje</Trans>
    </Heading>
  );
  return (
    <Stack $gap={3}>
      {back}
      {valid ? (
        <QueryBoundary
          fallback={<Skeleton height="30rem" />}
          renderError={(error, retry) =>
            isApiError(error, 404) ? (
              missing
            ) : (
              <>
                <Heading level={1}>{t`Úprava klubu`}</Heading>
                <ErrorState onRetry={retry} />
              </>
            )
          }
        >
          <ClubEdit id={id} />
        </QueryBoundary>
      ) : (
        missing
      )}
    </Stack>
  );
}

export default ClubEditPage;
