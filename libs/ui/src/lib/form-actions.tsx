import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { Stack } from './layout';

export type FormActionsProps = {
  /** What the submit button does, e.g. "Uložit trénink". */
  submitLabel: ReactNode;
  /** Shows the submit button busy (and not pressable again) while the form is sent. */
  submitting?: boolean;
  /** Without it there is no cancel button. */
  onCancel?: () => void;
  /** Defaults to "Zrušit". */
  cancelLabel?: ReactNode;
};

/** A form's closing row: the submit button, then cancel; side by side, wrapping on a narrow phone. */
export function FormActions({ submitLabel, submitting = false, onCancel, cancelLabel }: FormActionsProps) {
  return (
    <Stack $direction="row" $gap={2} $wrap>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? <Trans>Zrušit</Trans>}
        </Button>
      )}
    </Stack>
  );
}
