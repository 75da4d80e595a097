import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CmsObject, CmsObjectInput } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Field, FormActions, Select, Stack, TextInput } from '@phc/ui';
import { checkNewObject, emptyNewObject, slugify, type CreatableType, type NewObjectValues } from './new-object';

export type CreateObjectFormProps = {
  type: CreatableType;
  /** Sends the new object; resolves with what the server stored. */
  onCreate: (input: CmsObjectInput) => Promise<CmsObject>;
  onCreated: (object: CmsObject) => void;
  onCancel: () => void;
};

/**
 * The first fields of a new page, menu, partner group or custom block; the object is then saved as a
 * draft (the server keeps new objects unpublished) and opens in the full object form.
 */
export function CreateObjectForm({ type, onCreate, onCreated, onCancel }: CreateObjectFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<NewObjectValues>({ ...emptyNewObject, position: type === 'menu' ? '' : emptyNewObject.position });
  const [errors, setErrors] = useState<Partial<Record<keyof NewObjectValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const error = (field: keyof NewObjectValues) => (errors[field] ? translateValidation(errors[field], i18n) : undefined);
  const input = (field: keyof NewObjectValues) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => {
        const next = { ...current, [field]: value };
        // The address follows the title until it is typed by hand.
        if (type === 'page' && field === 'titleCs' && current.slugCs === slugify(current.titleCs)) next.slugCs = slugify(value);
        if (type === 'page' && field === 'titleEn' && current.slugEn === slugify(current.titleEn)) next.slugEn = slugify(value);
        return next;
      });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const check = checkNewObject(type, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onCreated(await onCreate(check.input));
    } catch (caught) {
      setFailure(isApiError(caught, 409) ? t`Tuto adresu už používá jiný obsah.` : isApiError(caught, 400) ? translateValidation('invalid', i18n) : t`Obsah se nepodařilo vytvořit. Zkuste to znovu.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Nový obsah`}>
      <Stack $gap={3}>
        <Field label={<Trans>Název (čeština)</Trans>} required error={error('titleCs')}>
          <TextInput data-autofocus {...input('titleCs')} />
        </Field>
        <Field label={<Trans>Název (angličtina)</Trans>} required error={error('titleEn')}>
          <TextInput {...input('titleEn')} />
        </Field>
        {type === 'page' && (
          <>
            <Field label={<Trans>Adresa stránky (čeština)</Trans>} required hint={t`Malá písmena bez diakritiky, slova spojená pomlčkou.`} error={error('slugCs')}>
              <TextInput {...input('slugCs')} />
            </Field>
            <Field label={<Trans>Adresa stránky (angličtina)</Trans>} required error={error('slugEn')}>
              <TextInput {...input('slugEn')} />
            </Field>
          </>
        )}
        {type === 'menu' && (
          <Field label={<Trans>Umístění menu</Trans>} required error={error('position')}>
            <Select
              placeholder={t`Vyberte umístění`}
              options={[
                { value: 'header', label: t`Záhlaví` },
                { value: 'footer', label: t`Zápatí` },
              ]}
              {...input('position')}
            />
          </Field>
        )}
        {type === 'custom_block' && (
          <Field label={<Trans>Umístění bloku</Trans>} required hint={t`Například home-top nebo sidebar.`} error={error('position')}>
            <TextInput {...input('position')} />
          </Field>
        )}
        {type === 'partner_group' && (
          <>
            <Field label={<Trans>Velikost log</Trans>} required error={error('size')}>
              <Select
                options={[
                  { value: 'sm', label: t`Malá` },
                  { value: 'md', label: t`Střední` },
                  { value: 'lg', label: t`Velká` },
                ]}
                {...input('size')}
              />
            </Field>
            <Field label={<Trans>Pořadí</Trans>} required error={error('order')}>
              <TextInput type="number" inputMode="numeric" {...input('order')} />
            </Field>
          </>
        )}
        {failure && <p role="alert">{failure}</p>}
        <FormActions submitLabel={<Trans>Vytvořit</Trans>} submitting={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
