import { useState } from 'react';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCompetitionDetail, AdminRoundLevel } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Dialog, Heading, pushAlert, Stack, useConfirm } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { competitionMutations } from '../queries/competition-queries';
import { groupsInLevel, nextLevelOrder } from './competition-logic';
import { LevelForm } from './level-form';

const StyledShared = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: normal;
`;

export type LevelsSectionProps = { detail: AdminCompetitionDetail; editable: boolean };

/**
 * The category's round levels (SPEC §4: group stages and playoff rounds): the shared ones and its
 * own, which the draft renames, reorders and deletes once they hold no group.
 */
export function LevelsSection({ detail, editable }: LevelsSectionProps) {
  const { t, i18n } = useLingui();
  const categoryId = detail.category.id;
  const addLevel = useMutation(competitionMutations.addLevel(categoryId));
  const editLevel = useMutation(competitionMutations.editLevel(categoryId));
  const deleteLevel = useMutation(competitionMutations.deleteLevel(categoryId));
  const confirm = useConfirm();
  const [editing, setEditing] = useState<AdminRoundLevel | null>(null);
  const nameOf = (level: AdminRoundLevel) => level.name[i18n.locale === 'en' ? 'en' : 'cs'];
  const remove = async (level: AdminRoundLevel) => {
    const name = nameOf(level);
    if (!(await confirm({ title: t`Smazat úroveň ${name}?`, message: t`Úroveň zmizí z této kategorie.`, confirmLabel: t`Smazat`, danger: true }))) return;
    try {
      await deleteLevel.mutateAsync(level.id);
      pushAlert({ type: 'success', message: t`Úroveň ${name} je smazaná.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`Úroveň ${name} má skupiny nebo je soutěž zveřejněná: smazat ji nelze.` : t`Úroveň se nepodařilo smazat. Zkuste to prosím znovu.` });
    }
  };
  return (
    <Stack as="section" $gap={3} aria-labelledby="levels-heading">
      <Heading level={2} id="levels-heading">
        <Trans>Úrovně soutěže</Trans>
      </Heading>
      <AdminTable columns={[t`Pořadí`, t`Název`, t`Typ`, t`Skupin`, t`Akce`]}>
        {detail.roundLevels.map((level) => {
          const name = nameOf(level);
          const groups = groupsInLevel(detail, level.id);
          return (
            <tr key={level.id}>
              <td>{level.order}</td>
              <th scope="row">
                {name}
                {!level.own && <StyledShared> ({t`společná všem kategoriím`})</StyledShared>}
              </th>
              <td>{level.isBracket ? t`Play-off` : t`Skupiny`}</td>
              <td>{groups}</td>
              <td>
                {editable && level.own && (
                  <Stack $gap={1} $direction="row" $wrap>
                    <Button size="sm" variant="secondary" aria-label={t`Upravit úroveň ${name}`} onClick={() => setEditing(level)}>
                      <Trans>Upravit</Trans>
                    </Button>
                    <Button size="sm" variant="danger" aria-label={t`Smazat úroveň ${name}`} disabled={groups > 0} onClick={() => void remove(level)}>
                      <Trans>Smazat</Trans>
                    </Button>
                  </Stack>
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {editable && (
        <LevelForm
          key={detail.roundLevels.length}
          defaultValues={{ nameCs: '', nameEn: '', type: 'group', order: nextLevelOrder(detail) }}
          submitLabel={t`Přidat úroveň`}
          onSubmit={(body) => addLevel.mutateAsync(body)}
          onSaved={() => pushAlert({ type: 'success', message: t`Úroveň je přidaná.` })}
        />
      )}
      {editing && (
        <Dialog open title={t`Upravit úroveň ${nameOf(editing)}`} onClose={() => setEditing(null)} size="lg">
          <LevelForm
            defaultValues={{ nameCs: editing.name.cs, nameEn: editing.name.en, type: editing.isBracket ? 'playoff' : 'group', order: editing.order }}
            submitLabel={t`Uložit úroveň`}
            typeLocked={groupsInLevel(detail, editing.id) > 0}
            onSubmit={(body) => editLevel.mutateAsync({ levelId: editing.id, body })}
            onSaved={() => setEditing(null)}
          />
        </Dialog>
      )}
    </Stack>
  );
}
