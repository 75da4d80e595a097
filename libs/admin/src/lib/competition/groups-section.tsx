import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCompetitionDetail, AdminCompetitionTeam } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Card, EmptyState, Heading, pushAlert, Stack } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { competitionMutations, previewMove } from '../queries/competition-queries';
import { AddGroupForm } from './add-group-form';
import { stageGroups, stageLevels, teamName } from './competition-logic';
import { ReasonLine } from './draw-texts';
import { MoveDialog } from './move-dialog';

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 28rem), 1fr));
`;

const StyledReason = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type GroupsSectionProps = { detail: AdminCompetitionDetail; editable: boolean };

/** The group-stage groups with their teams, why each team is there, and a move per team while the draft is open. */
export function GroupsSection({ detail, editable }: GroupsSectionProps) {
  const { t, i18n } = useLingui();
  const categoryId = detail.category.id;
  const addGroup = useMutation(competitionMutations.addGroup(categoryId));
  const deleteGroup = useMutation(competitionMutations.deleteGroup(categoryId));
  const moveTeam = useMutation(competitionMutations.moveTeam(categoryId));
  const [moving, setMoving] = useState<AdminCompetitionTeam | null>(null);
  const onPreview = useCallback((groupId: number) => (moving ? previewMove(categoryId, { teamId: moving.id, groupId }) : Promise.resolve([])), [categoryId, moving]);
  const groups = stageGroups(detail);
  const levels = stageLevels(detail).map((l) => ({ id: l.id, name: l.name[i18n.locale === 'en' ? 'en' : 'cs'] }));
  const levelName = (id: number) => levels.find((l) => l.id === id)?.name ?? '';
  // The level is named beside a group only when the groups are in more than one level.
  const manyLevels = new Set(groups.map((g) => g.roundLevelId)).size > 1;
  const addForm = editable && <AddGroupForm levels={levels} onSubmit={(body) => addGroup.mutateAsync(body)} />;
  if (groups.length === 0)
    return (
      <>
        <EmptyState headingLevel={3} title={t`Zatím žádné skupiny`} description={t`Rozlosujte registrované týmy do skupin.`} />
        {addForm}
      </>
    );
  const onRemove = async (groupId: number, name: string) => {
    try {
      await deleteGroup.mutateAsync(groupId);
      pushAlert({ type: 'success', message: t`Skupina ${name} je smazaná.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`Skupinu ${name} smazat nelze: má týmy, nebo je soutěž zveřejněná.` : t`Skupinu se nepodařilo smazat. Zkuste to prosím znovu.` });
    }
  };
  const onMove = async (groupId: number) => {
    const team = moving as AdminCompetitionTeam;
    await moveTeam.mutateAsync({ teamId: team.id, groupId });
    const name = teamName(team);
    const group = groups.find((g) => g.id === groupId)?.name ?? '';
    pushAlert({ type: 'success', message: t`Tým ${name} je ve skupině ${group}. Rozpis a play-off sestavte znovu.` });
  };
  return (
    <>
      <StyledGroups>
        {groups.map((group) => (
          <Card key={group.id} aria-labelledby={`group-${group.id}`}>
            <Stack $gap={2}>
              <Stack $gap={2} $direction="row" $wrap $align="center">
                <Heading level={3} id={`group-${group.id}`}>
                  {manyLevels ? `${group.name} (${levelName(group.roundLevelId)})` : group.name}
                </Heading>
                {editable && group.teamIds.length === 0 && (
                  <Button size="sm" variant="danger" aria-label={t`Smazat skupinu ${group.name}`} onClick={() => void onRemove(group.id, group.name)}>
                    <Trans>Smazat skupinu</Trans>
                  </Button>
                )}
              </Stack>
              <AdminTable columns={[t`Tým`, t`Země`, t`Proč v této skupině`, ...(editable ? [t`Akce`] : [])]}>
                {group.teamIds.map((id) => {
                  const team = detail.teams.find((x) => x.id === id);
                  if (!team) return null;
                  const name = teamName(team);
                  return (
                    <tr key={id}>
                      <th scope="row">{name}</th>
                      <td>{team.countryCode}</td>
                      <StyledReason>
                        <ReasonLine detail={detail} reason={detail.reasons.find((r) => r.teamId === id)} />
                      </StyledReason>
                      {editable && (
                        <td>
                          <Button size="sm" variant="secondary" aria-label={t`Přesunout tým ${name}`} onClick={() => setMoving(team)}>
                            <Trans>Přesunout</Trans>
                          </Button>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </AdminTable>
            </Stack>
          </Card>
        ))}
      </StyledGroups>
      {addForm}
      <MoveDialog key={moving?.id ?? 0} detail={detail} team={moving} onPreview={onPreview} onMove={onMove} onClose={() => setMoving(null)} />
    </>
  );
}
