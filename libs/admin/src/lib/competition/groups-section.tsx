import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCompetitionDetail, AdminCompetitionTeam } from '@phc/api-contract';
import { Button, Card, DataTable, EmptyState, Heading, pushAlert, Stack, TableScroll } from '@phc/ui';
import { addGroup, moveTeam, previewMove } from '../queries/competition-queries';
import { AddGroupForm } from './add-group-form';
import { stageGroups, teamName } from './competition-logic';
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
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<AdminCompetitionTeam | null>(null);
  const categoryId = detail.category.id;
  const onPreview = useCallback((groupId: number) => (moving ? previewMove(categoryId, { teamId: moving.id, groupId }) : Promise.resolve([])), [categoryId, moving]);
  const groups = stageGroups(detail);
  if (groups.length === 0) return <EmptyState headingLevel={3} title={t`Zatím žádné skupiny`} description={t`Rozlosujte registrované týmy do skupin.`} />;
  const onMove = async (groupId: number) => {
    const team = moving as AdminCompetitionTeam;
    await moveTeam(queryClient, categoryId, { teamId: team.id, groupId });
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
              <Heading level={3} id={`group-${group.id}`}>
                {group.name}
              </Heading>
              <TableScroll>
                <DataTable>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Tým</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Země</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Proč v této skupině</Trans>
                      </th>
                      {editable && (
                        <th scope="col">
                          <Trans>Akce</Trans>
                        </th>
                      )}
                    </tr>
                  </thead>
                  <tbody>
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
                  </tbody>
                </DataTable>
              </TableScroll>
            </Stack>
          </Card>
        ))}
      </StyledGroups>
      {editable && <AddGroupForm onSubmit={(body) => addGroup(queryClient, categoryId, body)} />}
      <MoveDialog key={moving?.id ?? 0} detail={detail} team={moving} onPreview={onPreview} onMove={onMove} onClose={() => setMoving(null)} />
    </>
  );
}
