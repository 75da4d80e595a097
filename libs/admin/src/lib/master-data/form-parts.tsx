import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { applyServerFieldErrors } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Button, FormActions, Stack } from '@phc/ui';
import { StyledFormError } from './limits-fields';

/** A contract message code (from the schema or the server) in the organiser's language. */
export function useFieldMessage(): (code: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (code) => (code ? translateValidation(code, i18n) : undefined);
}

/**
 * Runs a form's save: a 400's field codes land on the form's fields (`formPath` names the form's field
 * of a body path), anything else shows `failure` above the buttons. The form keeps what was typed.
 */
export async function saveShowingErrors<V extends FieldValues>(save: () => Promise<unknown>, fields: readonly string[], setError: UseFormSetError<V>, failure: string, formPath: (path: string) => string = (path) => path): Promise<void> {
  try {
    await save();
  } catch (error) {
    const applied = applyServerFieldErrors(error, (path) => fields.includes(formPath(path)), (path, value, options) => setError(formPath(path) as Path<V>, value, options));
    if (!applied?.shown) setError('root', { message: failure });
  }
}

export type FormFooterProps = { saveLabel: ReactNode; submitting: boolean; error?: string; onCancel: () => void };

/** The form-wide error (if any), then Save and Cancel. */
export function FormFooter({ saveLabel, submitting, error, onCancel }: FormFooterProps) {
  return (
    <>
      {error && <StyledFormError role="alert">{error}</StyledFormError>}
      <FormActions submitLabel={saveLabel} submitting={submitting} onCancel={onCancel} />
    </>
  );
}

export type RowActionsProps = { editLabel: string; deleteLabel: string; deleteDisabled: boolean; onEdit: () => void; onDelete: () => void };

/** A table row's Edit and Delete; Delete is off while the row is in use (the server would answer 409). */
export function RowActions({ editLabel, deleteLabel, deleteDisabled, onEdit, onDelete }: RowActionsProps) {
  return (
    <Stack $direction="row" $gap={2} $wrap>
      <Button size="sm" variant="secondary" aria-label={editLabel} onClick={onEdit}>
        <Trans>Upravit</Trans>
      </Button>
      <Button size="sm" variant="ghost" aria-label={deleteLabel} disabled={deleteDisabled} onClick={onDelete}>
        <Trans>Smazat</Trans>
      </Button>
    </Stack>
  );
}
