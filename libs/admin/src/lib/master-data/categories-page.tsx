import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { AdminPlayerLimits, AdminTeamCategory } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Card, Dialog, EmptyState, Heading, pushAlert, Stack, useConfirm, useDocumentTitle } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { masterDataMutations, masterDataQueries } from '../queries/master-data-queries';
import { CategoryForm } from './category-form';
import { genderLabels } from './category-labels';
import { birthYearsLabel, nextSortOrder } from './category-values';
import { RowActions } from './form-parts';
import { DefaultLimitsForm } from './limits-form';

/** "7–14 hráčů, 1–4 vedoucí": what a roster of the category holds. */
function useLimitsText() {
  const { t } = useLingui();
  return (limits: AdminPlayerLimits) => {
    // A range is counted by its upper bound: "1–2 hráči", "10–14 hráčů".
    const { minPlayers, maxPlayers, minLeaders, maxLeaders } = limits;
    return t`${plural(maxPlayers, { one: `${minPlayers}–# hráč`, few: `${minPlayers}–# hráči`, many: `${minPlayers}–# hráče`, other: `${minPlayers}–# hráčů` })}, ${plural(maxLeaders, { one: `${minLeaders}–# vedoucí`, few: `${minLeaders}–# vedoucí`, many: `${minLeaders}–# vedoucího`, other: `${minLeaders}–# vedoucích` })}`;
  };
}

type Editing = { category: AdminTeamCategory | null } | null;

type CategoryRowProps = { category: AdminTeamCategory; defaults: AdminPlayerLimits | null; onEdit: () => void; onDelete: () => void };

function CategoryRow({ category, defaults, onEdit, onDelete }: CategoryRowProps) {
  const { t, i18n } = useLingui();
  const limitsText = useLimitsText();
  const name = i18n.locale === 'en' ? category.nameEn : category.nameCs;
  const limits = category.limits ?? defaults;
  return (
    <tr>
      <th scope="row">{category.code}</th>
      <td>{name}</td>
      <td>{i18n._(genderLabels[category.gender])}</td>
      <td>{birthYearsLabel(category) ?? t`bez omezení`}</td>
      <td>
        {category.maxOlderPlayers} / {category.maxOtherGenderPlayers}
      </td>
      <td>
        {limits ? limitsText(limits) : '–'}
        {!category.limits && (
          <>
            {' '}
            <Trans>(výchozí)</Trans>
          </>
        )}
      </td>
      <td>{category.teams}</td>
      <td>
        <RowActions editLabel={t`Upravit kategorii ${name}`} deleteLabel={t`Smazat kategorii ${name}`} deleteDisabled={category.teams > 0} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}

function CategoryTable({ categories, defaults, onEdit, onDelete }: { categories: AdminTeamCategory[]; defaults: AdminPlayerLimits | null; onEdit: (category: AdminTeamCategory) => void; onDelete: (category: AdminTeamCategory) => void }) {
  const { t } = useLingui();
  return (
    <AdminTable columns={[t`Kód`, t`Název`, t`Pohlaví`, t`Ročníky`, t`Starší / jiné pohlaví (max.)`, t`Soupiska`, t`Týmy`, t`Akce`]}>
      {categories.map((category) => (
        <CategoryRow key={category.id} category={category} defaults={defaults} onEdit={() => onEdit(category)} onDelete={() => onDelete(category)} />
      ))}
    </AdminTable>
  );
}

/** Team categories and their eligibility and roster rules (issue 16 item 3): the club zone checks rosters by them at once. */
export function CategoriesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Kategorie týmů`);
  const deletion = useMutation(masterDataMutations.deleteCategory());
  const saveCategory = useMutation(masterDataMutations.saveCategory());
  const saveDefaultLimits = useMutation(masterDataMutations.saveDefaultLimits());
  const confirm = useConfirm();
  const limitsText = useLimitsText();
  const query = useQuery(masterDataQueries.categories());
  const [editing, setEditing] = useState<Editing>(null);
  const [editingDefaults, setEditingDefaults] = useState(false);
  const categories = query.data?.categories ?? [];
  const defaults = query.data?.defaultLimits ?? null;

  const remove = async (category: AdminTeamCategory) => {
    const name = i18n.locale === 'en' ? category.nameEn : category.nameCs;
    if (!(await confirm({ title: t`Smazat kategorii ${name}?`, message: t`Kategorie zmizí z registrace i z výsledků.`, confirmLabel: t`Smazat`, danger: true }))) return;
    try {
      await deletion.mutateAsync(category.id);
      pushAlert({ type: 'success', message: t`Kategorie ${name} je smazaná.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`Kategorii ${name} používají týmy, skupiny nebo žádosti o výjimku; smazat ji nelze.` : t`Kategorii se nepodařilo smazat. Zkuste to prosím znovu.` });
    }
  };

  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Kategorie týmů</Trans>
      </Heading>
      <p>
        <Trans>Ročníky, pohlaví a limity soupisky platí pro soupisky klubů a zápasů ihned po uložení.</Trans>
      </p>
      <AdminListFrame query={query} skeletonHeight="16rem">
        {() => (
          <>
            <Card>
              <Stack $gap={2}>
                <Heading level={2}>
                  <Trans>Výchozí limity soupisky</Trans>
                </Heading>
                <p>{defaults ? limitsText(defaults) : t`Nenastaveny: soupiska není omezena.`}</p>
                <div>
                  <Button size="sm" variant="secondary" onClick={() => setEditingDefaults(true)}>
                    <Trans>Upravit výchozí limity</Trans>
                  </Button>
                </div>
              </Stack>
            </Card>
            <div>
              <Button onClick={() => setEditing({ category: null })}>
                <Trans>Nová kategorie</Trans>
              </Button>
            </div>
            {categories.length === 0 ? (
              <EmptyState title={t`Žádné kategorie`} description={t`Přidejte první kategorii tlačítkem Nová kategorie.`} />
            ) : (
              <CategoryTable categories={categories} defaults={defaults} onEdit={(category) => setEditing({ category })} onDelete={(category) => void remove(category)} />
            )}
          </>
        )}
      </AdminListFrame>
      <Dialog open={editing !== null} size="lg" title={editing?.category ? t`Upravit kategorii ${editing.category.code}` : t`Nová kategorie`} onClose={() => setEditing(null)}>
        {editing && (
          <CategoryForm
            category={editing.category}
            defaults={defaults}
            nextSortOrder={nextSortOrder(categories)}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const saved = await saveCategory.mutateAsync({ id: editing.category?.id ?? null, body });
              setEditing(null);
              pushAlert({ type: 'success', message: t`Kategorie ${saved.code} je uložená.` });
            }}
          />
        )}
      </Dialog>
      <Dialog open={editingDefaults} title={t`Výchozí limity soupisky`} onClose={() => setEditingDefaults(false)}>
        {editingDefaults && (
          <DefaultLimitsForm
            limits={defaults}
            onCancel={() => setEditingDefaults(false)}
            onSubmit={async (body) => {
              await saveDefaultLimits.mutateAsync(body);
              setEditingDefaults(false);
              pushAlert({ type: 'success', message: t`Výchozí limity soupisky jsou uložené.` });
            }}
          />
        )}
      </Dialog>
    </Stack>
  );
}

export default CategoriesPage;
