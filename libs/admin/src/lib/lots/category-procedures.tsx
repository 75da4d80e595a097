import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TieBreakProcedureSchema, type AdminTieBreakCategory } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, pushAlert, Select, Stack } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { lotsMutations } from '../queries/lots-queries';
import { useProcedureLabels } from './procedure-labels';

interface CategoryRowProps {
  category: AdminTieBreakCategory;
}

/** One category's procedure; saved with the row's own button, so a slip of the select changes nothing. */
function CategoryRow({ category }: CategoryRowProps) {
  const { t, i18n } = useLingui();
  const labels = useProcedureLabels();
  const setProcedure = useMutation(lotsMutations.setProcedure(category.id));
  const current = category.procedure ?? '';
  const [chosen, setChosen] = useState(current);
  const name = category.name[i18n.locale === 'en' ? 'en' : 'cs'];
  const fallback = labels[category.defaultProcedure].name;
  const shown = chosen === '' ? category.defaultProcedure : (chosen as AdminTieBreakCategory['defaultProcedure']);
  const save = async () => {
    try {
      const saved = await setProcedure.mutateAsync({ procedure: chosen === '' ? null : (chosen as AdminTieBreakCategory['defaultProcedure']) });
      const label = labels[saved.procedure ?? saved.defaultProcedure].name;
      pushAlert({ type: 'success', message: t`Kategorie ${name} se řídí postupem ${label}.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 404) ? t`Taková kategorie už neexistuje.` : t`Postup se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  };
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <Stack $gap={2} $direction="row" $wrap>
          <Select
            aria-label={t`Postup kategorie ${name}`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            placeholder={t`Výchozí pro sport (${fallback})`}
            options={TieBreakProcedureSchema.options.map((code) => ({ value: code, label: labels[code].name }))}
          />
          <Button size="sm" disabled={chosen === current || setProcedure.isPending} aria-label={t`Uložit postup kategorie ${name}`} onClick={() => void save()}>
            <Trans>Uložit</Trans>
          </Button>
        </Stack>
      </td>
      <td>{labels[shown].summary}</td>
    </tr>
  );
}

export interface CategoryProceduresProps {
  categories: readonly AdminTieBreakCategory[];
}

/** Which federation's procedure orders teams level on points, per category. */
export function CategoryProcedures({ categories }: CategoryProceduresProps) {
  const { t } = useLingui();
  return (
    <AdminTable columns={[t`Kategorie`, t`Postup při rovnosti bodů`, t`Jak postup rozhoduje`]}>
      {categories.map((category) => (
        // Keyed by the saved procedure too: after a save the row starts again from the server's answer.
        <CategoryRow key={`${category.id}:${category.procedure ?? ''}`} category={category} />
      ))}
    </AdminTable>
  );
}
