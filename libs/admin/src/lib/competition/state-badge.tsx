import { useLingui } from '@lingui/react/macro';
import type { CompetitionState } from '@phc/api-contract';
import { Badge } from '@phc/ui';

/** Nothing built / a draft the public does not see / published. */
export function StateBadge({ state }: { state: CompetitionState }) {
  const { t } = useLingui();
  if (state === 'published') return <Badge variant="success">{t`Zveřejněno`}</Badge>;
  if (state === 'draft') return <Badge variant="warning">{t`Koncept`}</Badge>;
  return <Badge>{t`Nesestaveno`}</Badge>;
}
