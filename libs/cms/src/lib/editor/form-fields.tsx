import { get, useFormContext } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { translateValidation } from '@phc/i18n';
import { Field, Textarea, TextInput } from '@phc/ui';

/** The translated validation message of one form field (the contract's code), if any. */
export function useFieldError(name: string): string | undefined {
  const { i18n } = useLingui();
  const { formState } = useFormContext();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return message ? translateValidation(message, i18n) : undefined;
}

export type TextFieldProps = {
  name: string;
  label: string;
  multiline?: boolean;
  /** An optional address or text the schema allows as null: an empty input is saved as null. */
  nullable?: boolean;
  hint?: string;
};

export function TextField({ name, label, multiline = false, nullable = false, hint }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const registered = register(name, nullable ? { setValueAs: (value: unknown) => (value === '' || value == null ? null : value) } : undefined);
  return (
    <Field label={label} error={error} required={!nullable} hint={hint}>
      {multiline ? <Textarea {...registered} /> : <TextInput {...registered} />}
    </Field>
  );
}

/** A bilingual text: Czech (the source and fallback) and English side by side. */
export function BilingualText({ name, label, multiline }: { name: string; label: string; multiline?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <TextField name={`${name}.cs`} label={t`${label} (čeština)`} multiline={multiline} />
      <TextField name={`${name}.en`} label={t`${label} (angličtina)`} multiline={multiline} />
    </>
  );
}
