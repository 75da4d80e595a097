import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPlace, AdminReporter } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { localizePath, useLocale } from '@phc/i18n';
import { Button, Heading, pushAlert, Select, Stack, useDocumentTitle } from '@phc/ui';
import { AdminListFrame, AdminTable, type ListQueryState } from '../layout/admin-list-frame';
import { placesMutations, placesQueries } from '../queries/places-queries';

const personName = (person: AdminReporter) => `${person.firstName} ${person.lastName}`;

interface HallRowProps {
  hall: AdminPlace;
  reporters: AdminReporter[];
}

/** One hall with its reporter: the choice is saved with the row's own button, so a slip of the select changes nothing. */
function HallRow({ hall, reporters }: HallRowProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const setReporter = useMutation(placesMutations.setReporter(hall.id));
  const current = hall.reporter ? String(hall.reporter.id) : '';
  const [chosen, setChosen] = useState(current);
  const name = hall.name[i18n.locale === 'en' ? 'en' : 'cs'];
  // The hall's reporter may have lost the role since: still shown, so the select does not pretend "nobody".
  const options = [...reporters, ...(hall.reporter && !reporters.some((r) => r.id === hall.reporter?.id) ? [hall.reporter] : [])].map((r) => ({
    value: String(r.id),
    label: `${personName(r)} (${r.email})`,
  }));
  const save = async () => {
    try {
      const place = await setReporter.mutateAsync({ reporterUserId: chosen ? Number(chosen) : null });
      const reporter = place.reporter ? personName(place.reporter) : null;
      pushAlert({ type: 'success', message: reporter ? t`Zapisovatelem haly ${name} je ${reporter}.` : t`Hala ${name} nemá zapisovatele.` });
    } catch (failure) {
      pushAlert({
        type: 'danger',
        message: isApiError(failure, 400)
          ? t`Vybraný uživatel nemá roli zapisovatele.`
          : isApiError(failure, 404)
            ? t`Taková hala už neexistuje.`
            : t`Zapisovatele se nepodařilo uložit. Zkuste to prosím znovu.`,
      });
    }
  };
  return (
    <tr>
      <th scope="row">
        <Link to={localizePath(`/places/${hall.id}`, locale)}>{name}</Link>
      </th>
      <td>{hall.address}</td>
      <td>
        <Stack $gap={2} $direction="row" $wrap>
          <Select aria-label={t`Zapisovatel haly ${name}`} value={chosen} onChange={(event) => setChosen(event.target.value)} placeholder={t`Bez zapisovatele`} options={options} />
          <Button size="sm" disabled={chosen === current || setReporter.isPending} aria-label={t`Uložit zapisovatele haly ${name}`} onClick={() => void save()}>
            <Trans>Uložit</Trans>
          </Button>
        </Stack>
      </td>
    </tr>
  );
}

/** Halls and their reporters (issue 16 item 3): a hall's reporter writes the protocols of the hall's matches. */
export function HallsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Haly a zapisovatelé`);
  const places = useQuery(placesQueries.places());
  const reporters = useQuery(placesQueries.reporters());
  // One state for both calls: the rows need the halls and the reporters to choose from.
  const query: ListQueryState<{ halls: AdminPlace[]; reporters: AdminReporter[] }> = {
    isPending: places.isPending || reporters.isPending,
    isError: places.isError || reporters.isError,
    data: places.data && reporters.data ? { halls: places.data.places.filter((place) => place.placeType === 'hall'), reporters: reporters.data } : undefined,
    refetch: () => Promise.all([places.refetch(), reporters.refetch()]),
  };
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Haly a zapisovatelé</Trans>
      </Heading>
      <p>
        <Trans>Zapisovatel haly vede zápasové protokoly všech zápasů v této hale.</Trans>
      </p>
      <AdminListFrame query={query} empty={(data) => (data.halls.length === 0 ? { title: t`Žádné haly` } : null)}>
        {(data) => (
          <AdminTable columns={[t`Hala`, t`Adresa`, t`Zapisovatel`]}>
            {data.halls.map((hall) => (
              // Keyed by the saved reporter too: after a save the row starts again from the server's answer.
              <HallRow key={`${hall.id}:${hall.reporter?.id ?? ''}`} hall={hall} reporters={data.reporters} />
            ))}
          </AdminTable>
        )}
      </AdminListFrame>
    </Stack>
  );
}

export default HallsPage;
