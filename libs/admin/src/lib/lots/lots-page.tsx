import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminLotsGroup, AdminLotsOverview } from '@phc/api-contract';
import { Button, Card, EmptyState, Heading, pushAlert, Stack, useConfirm, useDocumentTitle } from '@phc/ui';
import { AdminListFrame } from '../layout/admin-list-frame';
import { lotsMutations, lotsQueries } from '../queries/lots-queries';
import { CategoryProcedures } from './category-procedures';
import { DrawForm, DrawnLots } from './draw-form';

interface GroupDrawProps {
  group: AdminLotsGroup;
  categoryName: string;
  teamName: (teamId: number) => string;
}

/** One group: each set of teams still level waiting for a draw, and the draw recorded so far. */
function GroupDraw({ group, categoryName, teamName }: GroupDrawProps) {
  const { t } = useLingui();
  const clearing = useMutation(lotsMutations.clear(group.groupId));
  const confirm = useConfirm();
  const title = t`${categoryName}, skupina ${group.groupName}`;
  const clear = async () => {
    if (!(await confirm({ title: t`Zrušit los skupiny ${group.groupName}?`, message: t`Vyrovnané týmy budou opět čekat na los.`, confirmLabel: t`Zrušit los`, danger: true }))) return;
    try {
      await clearing.mutateAsync();
      pushAlert({ type: 'success', message: t`Los skupiny ${group.groupName} je zrušen.` });
    } catch {
      pushAlert({ type: 'danger', message: t`Los se nepodařilo zrušit. Zkuste to prosím znovu.` });
    }
  };
  return (
    <Card aria-label={title}>
      <Stack $gap={3}>
        <Heading level={3}>{title}</Heading>
        {group.ties.map((teamIds) => (
          <Stack $gap={2} key={teamIds.join(',')}>
            <p>
              <Trans>Tyto týmy nerozdělilo žádné kritérium. Seřaďte je podle losu a los zapište.</Trans>
            </p>
            <DrawForm groupId={group.groupId} groupName={group.groupName} teamIds={teamIds} teamName={teamName} />
          </Stack>
        ))}
        {group.drawn && (
          <Stack $gap={2}>
            <DrawnLots drawn={group.drawn} teamName={teamName} />
            <div>
              <Button variant="danger" size="sm" disabled={clearing.isPending} onClick={() => void clear()}>
                <Trans>Zrušit los</Trans>
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function Draws({ data }: { data: AdminLotsOverview }) {
  const { t, i18n } = useLingui();
  const names = new Map(data.teams.map((team) => [team.id, team.name]));
  const teamName = (teamId: number) => names.get(teamId) ?? t`Tým ${teamId}`;
  const categoryName = (id: number) => data.categories.find((c) => c.id === id)?.name[i18n.locale === 'en' ? 'en' : 'cs'] ?? '';
  if (data.groups.length === 0) return <EmptyState headingLevel={3} title={t`Žádná skupina nečeká na los`} description={t`Los je potřeba, až když týmy nerozdělí žádné kritérium postupu.`} />;
  return (
    <Stack $gap={3}>
      {data.groups.map((group) => (
        <GroupDraw key={group.groupId} group={group} categoryName={categoryName(group.categoryId)} teamName={teamName} />
      ))}
    </Stack>
  );
}

/** Tie-breaks (issue 17 item 5): each category's procedure, and the drawing of lots for teams level after all of it. */
export function LotsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Rovnost bodů a los`);
  const overview = useQuery(lotsQueries.overview());
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Rovnost bodů a los</Trans>
      </Heading>
      <AdminListFrame query={overview}>
        {(data) => (
          <>
            <Stack $gap={2}>
              <Heading level={2}>
                <Trans>Postup při rovnosti bodů</Trans>
              </Heading>
              <p>
                <Trans>Každá kategorie se řídí postupem svého sportu, pokud jí nevyberete jiný. Tabulky na webu se přepočítají hned po uložení.</Trans>
              </p>
              {data.categories.length === 0 ? <EmptyState headingLevel={3} title={t`Žádné kategorie`} /> : <CategoryProcedures categories={data.categories} />}
            </Stack>
            <Stack $gap={2}>
              <Heading level={2}>
                <Trans>Los</Trans>
              </Heading>
              <Draws data={data} />
            </Stack>
          </>
        )}
      </AdminListFrame>
    </Stack>
  );
}

export default LotsPage;
