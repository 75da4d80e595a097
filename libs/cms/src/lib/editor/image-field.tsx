import { useId, useState, type ChangeEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateValidation } from '@phc/i18n';
import { Button, Field, TextInput } from '@phc/ui';
import { proxiedImage } from '../logic/image-url';
import { looksLikeImage, uploadProblem, type UploadProblem } from '../logic/upload-problem';
import { uploadFile } from './cms-objects';
import { useEditorConfig } from './editor-config';
import { useFieldError } from './form-fields';

const StyledImageField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPreview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 10rem;
  max-width: 100%;
  aspect-ratio: 16 / 9;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

// A label styled as a button keeps the native file input (and its keyboard handling) underneath.
const StyledUpload = styled.label<{ $busy: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const StyledProblem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export type ImageFieldProps = {
  label: string;
  /** The image's address: `/uploads/<key>` after an upload, or any address the schema accepts. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** The schema wants an image: no remove button, only replace. */
  required?: boolean;
  /** The translated validation message of the form. */
  error?: string;
};

/**
 * One image of content: upload (the editor's upload call, super admin only), a preview through the
 * image proxy, replace, remove, or an address typed by hand (an external logo).
 */
export function ImageField({ label, value, onChange, onBlur, required = false, error }: ImageFieldProps) {
  const { t } = useLingui();
  const config = useEditorConfig();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const problemId = useId();
  const messages: Record<UploadProblem, string> = {
    tooLarge: t`Obrázek je příliš velký: nejvýše 100 MB.`,
    notImage: t`Tento soubor není obrázek. Nahrajte JPEG, PNG, WebP, GIF, AVIF nebo SVG.`,
    forbidden: t`Nahrávat smí jen přihlášený správce obsahu. Přihlaste se znovu.`,
    offline: t`Obrázek se nepodařilo odeslat. Zkontrolujte připojení a zkuste to znovu.`,
    failed: t`Obrázek se nepodařilo nahrát. Zkuste to znovu.`,
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setProblem(null);
    if (!looksLikeImage(file)) {
      setProblem('notImage');
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, config.imageUploadUrl, config.imageMaxSize);
      onChange(uploaded.url);
    } catch (caught) {
      setProblem(uploadProblem(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledImageField aria-busy={busy || undefined}>
      <Field label={label} required={required} error={error} hint={t`Nahrajte obrázek, nebo zadejte jeho adresu (https://… nebo /…).`}>
        <TextInput value={value ?? ''} onChange={(event) => onChange(event.target.value === '' && !required ? null : event.target.value)} onBlur={onBlur} inputMode="url" />
      </Field>
      <StyledPreview>{value ? <img src={proxiedImage(value, 160, 90)} alt={t`Náhled: ${label}`} /> : <span>{t`Bez obrázku`}</span>}</StyledPreview>
      <StyledActions>
        <StyledUpload $busy={busy}>
          {value ? <Trans>Nahradit obrázek</Trans> : <Trans>Nahrát obrázek</Trans>}
          <input
            type="file"
            accept="image/*"
            aria-label={value ? t`Nahradit obrázek: ${label}` : t`Nahrát obrázek: ${label}`}
            aria-describedby={problem ? problemId : undefined}
            disabled={busy}
            onChange={(event) => void onFile(event)}
          />
        </StyledUpload>
        {value && !required && (
          <Button size="sm" variant="ghost" aria-label={t`Odebrat obrázek: ${label}`} onClick={() => onChange(null)}>
            <Trans>Odebrat obrázek</Trans>
          </Button>
        )}
        {busy && (
          <span role="status">
            <Trans>Nahrávám obrázek…</Trans>
          </span>
        )}
      </StyledActions>
      {problem && (
        <StyledProblem id={problemId} role="alert">
          {messages[problem]}
        </StyledProblem>
      )}
    </StyledImageField>
  );
}

/** The image field bound to the editor's form: `name` holds the address (null when the schema allows none). */
export function ImageFormField({ name, label, required = false }: { name: string; label: string; required?: boolean }) {
  const { i18n } = useLingui();
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string | null | undefined) ?? null;
        // An empty address fails the URL pattern; "required" says what is really missing.
        const message = error && required && !value ? translateValidation('required', i18n) : error;
        return <ImageField label={label} value={value} onChange={field.onChange} onBlur={field.onBlur} required={required} error={message} />;
      }}
    />
  );
}
