import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPlaceDetail } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { href, localizePath, useLocale } from '@phc/i18n';
import { Button, ErrorState, Heading, pushAlert, QueryBoundary, Skeleton, Stack, useConfirm, useDocumentTitle } from '@phc/ui';
import { placesMutations, placesQueries, uploadPlacePhoto } from '../queries/places-queries';
import { PlaceForm } from './place-form';

/** Deleting: only a place nothing uses; the server answers 409 otherwise, so the button says why up front. */
function DeletePlace({ place }: { place: AdminPlaceDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const deletion = useMutation(placesMutations.remove(place.id));
  const confirm = useConfirm();
  const name = place.name[locale];
  if (place.matches + place.trainings > 0) {
    return (
      <p>
        <Trans>
          Místo nelze smazat, používají ho zápasy ({place.matches}) a tréninky ({place.trainings}).
        </Trans>
      </p>
    );
  }
  const remove = async () => {
    if (!(await confirm({ title: t`Smazat místo ${name}?`, message: t`Místo zmizí z mapy i z webu.`, confirmLabel: t`Smazat`, danger: true }))) return;
    try {
      await deletion.mutateAsync();
      pushAlert({ type: 'success', message: t`Místo ${name} bylo smazáno.` });
      void navigate(localizePath('/places', locale));
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`Místo mezitím začal používat zápas nebo trénink, smazat ho nelze.` : t`Místo se nepodařilo smazat. Zkuste to prosím znovu.` });
    }
  };
  return (
    <div>
      <Button variant="danger" disabled={deletion.isPending} onClick={() => void remove()}>
        <Trans>Smazat místo</Trans>
      </Button>
    </div>
  );
}

function EditPlace({ id, days }: { id: number; days: string[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const save = useMutation(placesMutations.save(id));
  const { data: place } = useSuspenseQuery(placesQueries.place(id));
  const name = place.name[locale];
  useDocumentTitle(t`Místo ${name}`);
  return (
    <Stack $gap={4}>
      <Heading level={1}>{name}</Heading>
      <p>
        <a href={`${href('mapa', {}, locale)}?place=${place.id}`} target="_blank" rel="noreferrer">
          <Trans>Zobrazit na mapě webu (nové okno)</Trans>
        </a>
      </p>
      <PlaceForm
        // A saved place starts the form again from the server's answer.
        key={JSON.stringify(place)}
        place={place}
        days={days}
        onUpload={uploadPlacePhoto}
        onSave={async (body) => {
          const saved = await save.mutateAsync(body);
          pushAlert({ type: 'success', message: t`Místo ${saved.name[locale]} bylo uloženo.` });
        }}
      />
      <DeletePlace place={place} />
    </Stack>
  );
}

function NewPlace({ days }: { days: string[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useMutation(placesMutations.save(null));
  useDocumentTitle(t`Nové místo`);
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Nové místo</Trans>
      </Heading>
      <PlaceForm
        place={null}
        days={days}
        onUpload={uploadPlacePhoto}
        onSave={async (body) => {
          const saved = await create.mutateAsync(body);
          pushAlert({ type: 'success', message: t`Místo ${saved.name[locale]} bylo vytvořeno.` });
          void navigate(localizePath(`/places/${saved.id}`, locale), { replace: true });
        }}
      />
    </Stack>
  );
}

/** A place's form (`/places/:id`) or a new one (`/places/new`); the tournament days come with the list of places. */
export function PlacePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const param = useParams().id;
  const id = Number(param);
  const isNew = param === 'new';
  const valid = isNew || (Number.isInteger(id) && id > 0);
  const list = useQuery(placesQueries.places());
  const missing = (
    <Heading level={1}>
      <Trans>Takové místo neexistuje</Trans>
    </Heading>
  );
  const body = !valid ? (
    missing
  ) : list.isPending ? (
    <Skeleton height="30rem" />
  ) : list.isError ? (
    <ErrorState onRetry={() => void list.refetch()} />
  ) : isNew ? (
    <NewPlace days={list.data.days} />
  ) : (
    <QueryBoundary
      fallback={<Skeleton height="30rem" />}
      renderError={(error, retry) =>
        isApiError(error, 404) ? (
          missing
        ) : (
          <>
            <Heading level={1}>{t`Místo`}</Heading>
            <ErrorState onRetry={retry} />
          </>
        )
      }
    >
      <EditPlace id={id} days={list.data.days} />
    </QueryBoundary>
  );
  return (
    <Stack $gap={3}>
      <Link to={localizePath('/places', locale)}>
        <Trans>← Zpět na místa</Trans>
      </Link>
      {body}
    </Stack>
  );
}

export default PlacePage;
