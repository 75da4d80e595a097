import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useForm, useFormContext, type FieldValues } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { contentSchemas, type CmsObject, type CmsObjectUpdate } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Badge, Button, Field, Select, Stack, TextInput, pushAlert } from '@phc/ui';
import { availableActions, editorContent } from '../logic/content-state';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../logic/local-drafts';
import { createCmsMutations } from './cms-objects';
import { BilingualText, TextField, useFieldError } from './form-fields';
import { ImageFormField } from './image-field';
import { FieldList, ValueList } from './list-editor';
import { RichTextEditor } from './rich-text-editor';
import { RichTextPreview } from './rich-text-preview';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledNotice = styled.div<{ $tone: 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 2px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.focus)};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

// At the top: the page's alerts appear bottom right, over where a footer bar would be.
const StyledActions = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

type Data = FieldValues;

function RichTextField({ name, locale, label }: { name: string; locale: 'cs' | 'en'; label: string }) {
  const { control } = useFormContext();
  const error = useFieldError(`${name}.${locale}`);
  const errorId = `${name}-${locale}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value ?? { cs: '', en: '' }) as { cs: string; en: string; lexical?: { cs?: string | null; en?: string | null } | null };
        return (
          <div>
            <RichTextEditor
              label={label}
              invalid={!!error}
              describedBy={error ? errorId : undefined}
              value={{ html: value[locale], lexical: value.lexical?.[locale] ?? null }}
              onChange={(next) => field.onChange({ ...value, [locale]: next.html, lexical: { ...(value.lexical ?? {}), [locale]: next.lexical } })}
            />
            {error && (
              <p id={errorId} role="alert">
                {error}
              </p>
            )}
            <RichTextPreview html={value[locale]} label={label} />
          </div>
        );
      }}
    />
  );
}

function BilingualRichText({ name, label }: { name: string; label: string }) {
  const { t } = useLingui();
  return (
    <>
      <RichTextField name={name} locale="cs" label={t`${label} (čeština)`} />
      <RichTextField name={name} locale="en" label={t`${label} (angličtina)`} />
    </>
  );
}

const emptyText = () => ({ cs: '', en: '' });

/** A hero (the page's or a hero block): title and image; the image may be removed. */
function HeroFields({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <>
      <BilingualText name={`${name}.title`} label={t`Titulek`} />
      <ImageFormField name={`${name}.image`} label={t`Obrázek na pozadí`} />
    </>
  );
}

function CardsFields({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <FieldList
      name={name}
      legend={t`Karty`}
      itemLabel={(index) => {
        const position = index + 1;
        return t`Karta ${position}`;
      }}
      newItem={() => ({ title: emptyText(), text: emptyText(), link: null, image: null })}
      addLabel={t`Přidat kartu`}
      max={24}
      renderItem={(path) => (
        <>
          <BilingualText name={`${path}.title`} label={t`Titulek`} />
          <BilingualText name={`${path}.text`} label={t`Text`} multiline />
          <TextField name={`${path}.link`} label={t`Odkaz`} nullable />
          <ImageFormField name={`${path}.image`} label={t`Obrázek karty`} />
        </>
      )}
    />
  );
}

function GalleryFields({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <FieldList
      name={name}
      legend={t`Obrázky galerie`}
      itemLabel={(index) => {
        const position = index + 1;
        return t`Obrázek ${position}`;
      }}
      newItem={() => ({ url: '', alt: emptyText() })}
      addLabel={t`Přidat obrázek`}
      max={100}
      renderItem={(path) => (
        <>
          <ImageFormField name={`${path}.url`} label={t`Obrázek`} required />
          <BilingualText name={`${path}.alt`} label={t`Popis obrázku pro nevidomé`} />
        </>
      )}
    />
  );
}

function PageFields({ data }: { data: Data }) {
  const { t } = useLingui();
  const blocks = (data['blocks'] ?? []) as { type: string }[];
  return (
    <>
      <BilingualText name="title" label={t`Název stránky`} />
      {data['hero'] && (
        <fieldset>
          <legend>{t`Úvodní obrázek`}</legend>
          <BilingualText name="hero.title" label={t`Titulek úvodního obrázku`} />
          <ImageFormField name="hero.image" label={t`Obrázek na pozadí`} />
        </fieldset>
      )}
      {blocks.map((block, index) => (
        <fieldset key={index}>
          <legend>{t`Blok ${index + 1}: ${block.type}`}</legend>
          {block.type === 'text' && <BilingualRichText name={`blocks.${index}.body`} label={t`Text`} />}
          {block.type === 'cta' && <BilingualText name={`blocks.${index}.title`} label={t`Titulek`} />}
          {block.type === 'hero' && <HeroFields name={`blocks.${index}`} />}
          {block.type === 'cta' && <BilingualText name={`blocks.${index}.text`} label={t`Text`} multiline />}
          {block.type === 'cards' && <CardsFields name={`blocks.${index}.items`} />}
          {block.type === 'gallery' && <GalleryFields name={`blocks.${index}.images`} />}
          {block.type === 'faq' &&
            (block as unknown as { items: unknown[] }).items.map((_, item) => (
              <fieldset key={item}>
                <legend>{t`Otázka ${item + 1}`}</legend>
                <BilingualText name={`blocks.${index}.items.${item}.question`} label={t`Otázka`} />
                <BilingualRichText name={`blocks.${index}.items.${item}.answer`} label={t`Odpověď`} />
              </fieldset>
            ))}
        </fieldset>
      ))}
    </>
  );
}

function MenuFields() {
  const { t } = useLingui();
  return (
    <>
      <BilingualText name="title" label={t`Název menu`} />
      <FieldList
        name="menuItems"
        legend={t`Položky menu`}
        itemLabel={(index) => t`Položka ${index + 1}`}
        newItem={() => ({ title: emptyText(), link: '/' })}
        addLabel={t`Přidat položku`}
        max={50}
        renderItem={(path) => (
          <>
            <BilingualText name={`${path}.title`} label={t`Název`} />
            <TextField name={`${path}.link`} label={t`Odkaz`} />
          </>
        )}
      />
    </>
  );
}

function PartnerGroupFields() {
  const { t } = useLingui();
  const { register } = useFormContext();
  const orderError = useFieldError('order');
  return (
    <>
      <BilingualText name="title" label={t`Název skupiny`} />
      <Field label={t`Velikost log`} required>
        <Select
          {...register('size')}
          options={[
            { value: 'lg', label: t`Velká` },
            { value: 'md', label: t`Střední` },
            { value: 'sm', label: t`Malá` },
          ]}
        />
      </Field>
      <Field label={t`Pořadí`} required error={orderError}>
        <TextInput type="number" inputMode="numeric" {...register('order', { valueAsNumber: true })} />
      </Field>
      <FieldList
        name="items"
        legend={t`Partneři ve skupině`}
        itemLabel={(index) => {
          const position = index + 1;
          return t`Partner ${position}`;
        }}
        newItem={() => ({ name: '', link: null, logo: '' })}
        addLabel={t`Přidat partnera`}
        max={100}
        renderItem={(path) => (
          <>
            <TextField name={`${path}.name`} label={t`Název partnera`} />
            <TextField name={`${path}.link`} label={t`Odkaz na web partnera`} nullable />
            <ImageFormField name={`${path}.logo`} label={t`Logo`} required />
          </>
        )}
      />
    </>
  );
}

/** The optional button of a custom block: label and link come and go together. */
function CustomBlockButton() {
  const { t } = useLingui();
  const { watch, setValue } = useFormContext();
  const hasButton = watch('buttonLabel') != null;
  const set = (label: unknown, link: unknown) => {
    setValue('buttonLabel', label, { shouldDirty: true });
    setValue('buttonLink', link, { shouldDirty: true });
  };
  return (
    <fieldset>
      <legend>{t`Tlačítko`}</legend>
      {hasButton ? (
        <>
          <BilingualText name="buttonLabel" label={t`Text tlačítka`} />
          <TextField name="buttonLink" label={t`Odkaz tlačítka`} nullable />
          <div>
            <Button size="sm" variant="ghost" onClick={() => set(null, null)}>
              <Trans>Odebrat tlačítko</Trans>
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => set(emptyText(), '/')}>
            <Trans>Přidat tlačítko</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function CustomBlockFields() {
  const { t } = useLingui();
  return (
    <>
      <TextField name="position" label={t`Umístění`} />
      <BilingualText name="title" label={t`Titulek`} />
      <BilingualText name="text" label={t`Text`} multiline />
      <ValueList
        name="images"
        legend={t`Obrázky`}
        itemLabel={(index) => {
          const position = index + 1;
          return t`Obrázek ${position}`;
        }}
        newItem={() => ''}
        addLabel={t`Přidat obrázek`}
        max={20}
        renderItem={(path) => <ImageFormField name={path} label={t`Obrázek`} required />}
      />
      <CustomBlockButton />
    </>
  );
}

function SettingsFields({ data }: { data: Data }) {
  const { t } = useLingui();
  const blocks = (data['footerBlocks'] ?? []) as unknown[];
  return (
    <>
      <ImageFormField name="logo" label={t`Logo webu`} required />
      <BilingualText name="copyright" label={t`Copyright`} />
      {blocks.map((_, index) => (
        <fieldset key={index}>
          <legend>{t`Blok patičky ${index + 1}`}</legend>
          <BilingualText name={`footerBlocks.${index}.title`} label={t`Titulek`} />
          <BilingualRichText name={`footerBlocks.${index}.body`} label={t`Text`} />
        </fieldset>
      ))}
      <BilingualRichText name="clubRegistrationTerms" label={t`Podmínky registrace klubu`} />
      <BilingualRichText name="refereeTerms" label={t`Podmínky pro rozhodčí`} />
    </>
  );
}

/** `data.title.cs` (the server's field path of a save) → `title.cs` (the form's). */
const formPath = (serverPath: string) => serverPath.replace(/^data\./, '');

export type ObjectFormProps = { object: CmsObject };

/**
 * Edits one content object's working copy in both languages: save as draft (kept in the browser
 * until the server has it), publish, archive or bring back. A concurrent save elsewhere is a 409:
 * the editor's text stays on screen and in the browser.
 */
export function ObjectForm({ object }: ObjectFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutations = useMemo(() => createCmsMutations(queryClient), [queryClient]);
  const [restored, setRestored] = useState(() => readLocalDraft<Data>(object.id));
  const serverData = editorContent<unknown>(object) as Data | null;
  const methods = useForm<Data>({
    resolver: valibotResolver(contentSchemas[object.type] as never),
    defaultValues: (restored?.data ?? serverData ?? {}) as Data,
  });
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState<null | 'save' | 'publish' | 'archive'>(null);
  const { handleSubmit, watch, reset, setError, formState } = methods;
  const dirty = formState.isDirty || !!restored;

  // Every change goes to the browser's storage, so a reload or a crash loses nothing unsaved.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      // Only the editor's own changes; a reset after saving is the server's copy already.
      if (name) writeLocalDraft({ objectId: object.id, baseVersion: object.version, data: values as Data });
    });
    return () => subscription.unsubscribe();
  }, [watch, object.id, object.version]);

  const save = handleSubmit(async (values) => {
    setBusy('save');
    setConflict(false);
    try {
      const body = { type: object.type, slug: object.slug, data: values, version: object.version } as CmsObjectUpdate;
      const saved = await mutations.saveDraft(object.id, body);
      clearLocalDraft(object.id);
      setRestored(null);
      reset(editorContent<unknown>(saved) as Data);
      pushAlert({ type: 'success', message: t`Koncept uložen. Návštěvníci zatím vidí původní obsah.` });
    } catch (error) {
      if (isApiError(error, 409)) setConflict(true);
      else if (isApiError(error, 400) && Object.keys(error.fields).length) {
        for (const [path, codes] of Object.entries(error.fields)) setError(formPath(path), { message: codes[0] });
      } else pushAlert({ type: 'danger', message: t`Koncept se nepodařilo uložit. Vaše úpravy zůstávají v editoru.` });
    } finally {
      setBusy(null);
    }
  });

  const act = (kind: 'publish' | 'archive' | 'unarchive', done: string) => async () => {
    setBusy(kind === 'unarchive' ? 'archive' : kind);
    try {
      await mutations[kind](object.id);
      pushAlert({ type: 'success', message: done });
    } catch {
      pushAlert({ type: 'danger', message: t`Akci se nepodařilo provést. Zkuste to znovu.` });
    } finally {
      setBusy(null);
    }
  };

  const actions = availableActions(object);
  const status: ReactNode = object.isArchived ? (
    <Badge variant="warning">{t`Archivováno`}</Badge>
  ) : object.draft ? (
    <Badge variant="primary">{t`Neuveřejněný koncept`}</Badge>
  ) : (
    <Badge variant="success">{t`Zveřejněno`}</Badge>
  );
  const data = (watch() ?? {}) as Data;

  return (
    <FormProvider {...methods}>
      <StyledForm onSubmit={save} noValidate aria-label={t`Úprava obsahu`}>
        <StyledActions>
          <Button type="submit" loading={busy === 'save'}>
            <Trans>Uložit koncept</Trans>
          </Button>
          <Button variant="secondary" disabled={!actions.canPublish || dirty} loading={busy === 'publish'} onClick={act('publish', t`Zveřejněno. Návštěvníci vidí nový obsah.`)}>
            <Trans>Zveřejnit</Trans>
          </Button>
          {actions.canArchive && (
            <Button variant="danger" loading={busy === 'archive'} onClick={act('archive', t`Archivováno. Návštěvníci obsah nevidí.`)}>
              <Trans>Archivovat</Trans>
            </Button>
          )}
          {actions.canUnarchive && (
            <Button variant="secondary" loading={busy === 'archive'} onClick={act('unarchive', t`Obnoveno z archivu.`)}>
              <Trans>Obnovit z archivu</Trans>
            </Button>
          )}
        </StyledActions>
        <Stack $direction="row" $align="center" $wrap>
          {status}
          <span>{t`Verze ${object.version}`}</span>
        </Stack>
        {restored && (
          <StyledNotice $tone="info" role="status">
            <p>
              <Trans>Obnoveny neuložené úpravy z tohoto prohlížeče.</Trans>
            </p>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                clearLocalDraft(object.id);
                setRestored(null);
                reset(serverData ?? {});
              }}
            >
              <Trans>Zahodit neuložené úpravy</Trans>
            </Button>
          </StyledNotice>
        )}
        {conflict && (
          <StyledNotice $tone="danger" role="alert">
            <p>
              <Trans>Tento obsah mezitím uložil někdo jiný. Vaše úpravy zůstaly v editoru i v prohlížeči; zkopírujte si je, načtěte novou verzi a uložte je znovu.</Trans>
            </p>
            <Button size="sm" variant="secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: ['cms', 'object'] })}>
              <Trans>Načíst novou verzi</Trans>
            </Button>
          </StyledNotice>
        )}
        {object.type === 'page' && <PageFields data={data} />}
        {object.type === 'menu' && <MenuFields />}
        {object.type === 'partner_group' && <PartnerGroupFields />}
        {object.type === 'custom_block' && <CustomBlockFields />}
        {object.type === 'settings' && <SettingsFields data={data} />}
        {Object.keys(formState.errors).length > 0 && <p role="alert">{translateValidation('invalid', i18n)}</p>}
      </StyledForm>
    </FormProvider>
  );
}
