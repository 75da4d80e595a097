import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { clubLogoUpload, imageUrl, type UploadedFile } from '@phc/api-contract';
import { Button, Field } from '@phc/ui';
import { logoFileProblem, logoMaxMegabytes, logoUploadProblem, uploadClubLogo, type LogoProblem } from './logo-upload';

export type LogoFieldProps = {
  /** The logo's address (`/uploads/<key>`), '' without one. */
  value: string;
  onChange: (value: string) => void;
  /** The club being edited (its administrators may upload after registration closed); null when registering. */
  clubId: number | null;
  /** A message about the stored value from the form's validation or the server. */
  error?: string;
  upload?: (file: File, options: { clubId: number | null }) => Promise<UploadedFile>;
};

const previewSize = 96;

const StyledLogo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  /* A flex item is never narrower than its content by default: the file input's own width (~300 px)
     pushed the field out of the form on a 360 px phone. */
  & > * {
    min-width: 0;
  }
`;

const StyledPreview = styled.img`
  width: ${previewSize}px;
  height: ${previewSize}px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledFileInput = styled.input`
  max-width: 100%;
  font: inherit;
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** SPEC §3 club logo: chosen from the device, uploaded at once, previewed small through the image proxy. */
export function LogoField({ value, onChange, clubId, error, upload = uploadClubLogo }: LogoFieldProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const problemText = (kind: LogoProblem) => {
    switch (kind) {
      case 'tooBig':
        return t`Soubor je příliš velký. Logo může mít nejvýše ${logoMaxMegabytes} MB.`;
      case 'notImage':
        return t`Soubor není obrázek ve formátu PNG, JPEG nebo WebP.`;
      case 'closed':
        return t`Registrace je uzavřena, logo už nelze nahrát.`;
      case 'tooMany':
        return t`Příliš mnoho nahrávání najednou. Zkuste to prosím za několik minut.`;
      case 'failed':
        return t`Logo se nepodařilo nahrát. Zkuste to prosím znovu.`;
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    const early = logoFileProblem(file);
    if (early) {
      setProblem(early);
      event.target.value = '';
      return;
    }
    setBusy(true);
    try {
      const uploaded = await upload(file, { clubId });
      onChange(uploaded.url);
    } catch (failure) {
      setProblem(logoUploadProblem(failure));
    } finally {
      setBusy(false);
      // Cleared so that choosing the same file again (after a failure) uploads it again.
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const remove = () => {
    onChange('');
    setProblem(null);
    inputRef.current?.focus();
  };

  const message = problem ? problemText(problem) : error;

  return (
    <StyledLogo>
      {value && <StyledPreview src={imageUrl(value, { w: previewSize * 2, h: previewSize * 2 })} alt={t`Nahrané logo klubu`} width={previewSize} height={previewSize} />}
      <Field
        label={value ? <Trans>Nahrát jiné logo klubu</Trans> : <Trans>Logo klubu</Trans>}
        hint={<Trans>PNG, JPEG nebo WebP, nejvýše {logoMaxMegabytes} MB.</Trans>}
        error={message}
      >
        <StyledFileInput ref={inputRef} type="file" accept={clubLogoUpload.mimeTypes.join(',')} disabled={busy} onChange={choose} />
      </Field>
      {/* Always present, so screen readers announce the text when it appears. */}
      <StyledStatus role="status">{busy && <Trans>Nahrávám logo…</Trans>}</StyledStatus>
      {value && !busy && (
        <Button variant="ghost" size="sm" onClick={remove}>
          <Trans>Odebrat logo</Trans>
        </Button>
      )}
    </StyledLogo>
  );
}
