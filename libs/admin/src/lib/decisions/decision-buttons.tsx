import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@phc/ui';

type DecisionAction = {
  /** The accessible name: says whom the decision is about, as the rows' buttons all read alike. */
  label: string;
  onClick: () => void;
};

export type DecisionButtonsProps = {
  /** Absent when approving is not offered. `change`: already approved, the button changes the approval. */
  approve?: DecisionAction & { change?: boolean };
  /** Absent when rejecting is not offered. */
  reject?: DecisionAction;
};

/** A request row's approve and reject buttons (referees, exceptions, trainings). */
export function DecisionButtons({ approve, reject }: DecisionButtonsProps) {
  return (
    <Stack $gap={2} $direction="row" $wrap>
      {approve && (
        <Button size="sm" variant={approve.change ? 'secondary' : 'primary'} aria-label={approve.label} onClick={approve.onClick}>
          {approve.change ? <Trans>Změnit</Trans> : <Trans>Schválit</Trans>}
        </Button>
      )}
      {reject && (
        <Button size="sm" variant="secondary" aria-label={reject.label} onClick={reject.onClick}>
          <Trans>Zamítnout</Trans>
        </Button>
      )}
    </Stack>
  );
}
