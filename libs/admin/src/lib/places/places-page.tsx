import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PlaceType } from '@phc/api-contract';
import { localizePath, useLocale } from '@phc/i18n';
import { ButtonLink, Field, Heading, Select, Stack, TextInput, useDocumentTitle } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { placesQueries } from '../queries/places-queries';
import { placeTypeLabels, placeTypes } from './place-labels';

/** Halls and the other places of the map (issue 16 item 3): filtered by type and name, each opening its form. */
export function PlacesPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Místa`);
  const places = useQuery(placesQueries.places());
  const [type, setType] = useState<PlaceType | ''>('');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase(locale);
  const shown =
    places.data?.places.filter(
      (place) => (!type || place.placeType === type) && (!needle || `${place.name.cs} ${place.name.en} ${place.address}`.toLocaleLowerCase(locale).includes(needle)),
    ) ?? [];
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Místa</Trans>
      </Heading>
      <Stack $direction="row" $gap={3} $wrap role="search" aria-label={t`Filtr míst`}>
        <Field label={<Trans>Typ</Trans>}>
          <Select value={type} onChange={(event) => setType(event.target.value as PlaceType | '')} options={[{ value: '', label: t`Všechny typy` }, ...placeTypes.map((value) => ({ value, label: i18n._(placeTypeLabels[value]) }))]} />
        </Field>
        <Field label={<Trans>Hledat</Trans>}>
          <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
      </Stack>
      <div>
        <ButtonLink to={localizePath('/places/new', locale)}>
          <Trans>Nové místo</Trans>
        </ButtonLink>
      </div>
      <AdminListFrame query={places} skeletonHeight="16rem" empty={(list) => (shown.length === 0 ? { title: list.places.length === 0 ? t`Zatím žádná místa` : t`Filtru neodpovídá žádné místo` } : null)}>
        {() => (
          <AdminTable caption={<Plural value={shown.length} one="# místo" few="# místa" many="# místa" other="# míst" />} columns={[t`Název`, t`Typ`, t`Adresa`]}>
            {shown.map((place) => (
              <tr key={place.id}>
                <th scope="row">
                  <Link to={localizePath(`/places/${place.id}`, locale)}>{place.name[locale]}</Link>
                </th>
                <td>{i18n._(placeTypeLabels[place.placeType])}</td>
                <td>{place.address}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListFrame>
    </Stack>
  );
}

export default PlacesPage;
