import { useId, useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageUrl, placeLimits, type PlaceBodyOutput } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { formatDate, formatWeekday, useLocale } from '@phc/i18n';
import { Button, Field, TextInput } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import type { PlaceFormValues } from './place-form-values';

export const StyledFieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

const StyledPhotos = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledTimeCell = styled.td`
  min-width: 8rem;
  input {
    min-width: 7rem;
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface PlaceSectionProps {
  register: UseFormRegister<PlaceFormValues>;
  errors: FieldErrors<PlaceFormValues>;
  /** A validation code or a server text, as the user reads it. */
  shown: (text: string | undefined) => string | undefined;
}

type TimeCellProps = { label: string; errorId: string; invalid: boolean; message: string | undefined; field: UseFormRegisterReturn };

/** One opening or closing time of a day, its error under it. */
function TimeCell({ label, errorId, invalid, message, field }: TimeCellProps) {
  return (
    <StyledTimeCell>
      <TextInput type="time" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} {...field} />
      {message && <StyledError id={errorId}>{message}</StyledError>}
    </StyledTimeCell>
  );
}

/** The hours of each tournament day: a row per day, both times empty for a day without hours. */
export function OpeningDaysTable({ register, errors, shown, control }: PlaceSectionProps & { control: Control<PlaceFormValues, unknown, PlaceBodyOutput> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const days = useWatch({ control, name: 'openingDays' });
  const baseId = useId();
  // The schema says `invalid` both for a missing time and for closing before opening: the row tells which.
  const timeMessage = (code: string | undefined, value: string, other: string) =>
    code === 'invalid' && !value ? shown('required') : code === 'invalid' && other ? t`Zavírá se až po otevření.` : shown(code);
  if (days.length === 0) {
    return (
      <p>
        <Trans>Turnaj zatím nemá žádné dny (chybí zápasy i datum začátku turnaje v nastavení).</Trans>
      </p>
    );
  }
  return (
    <AdminTable caption={<Trans>Otevírací doba v jednotlivých dnech turnaje</Trans>} columns={[t`Den`, t`Otevírá`, t`Zavírá`]}>
      {days.map((row, index) => {
        const label = `${formatWeekday(row.day, locale)} ${formatDate(row.day, locale)}`;
        const rowErrors = errors.openingDays?.[index];
        return (
          <tr key={row.day}>
            <th scope="row">{label}</th>
            <TimeCell
              label={t`Otevírá ${label}`}
              errorId={`${baseId}-${index}-opens`}
              invalid={!!rowErrors?.opens}
              message={rowErrors?.opens?.message && timeMessage(rowErrors.opens.message, row.opens, '')}
              field={register(`openingDays.${index}.opens`)}
            />
            <TimeCell
              label={t`Zavírá ${label}`}
              errorId={`${baseId}-${index}-closes`}
              invalid={!!rowErrors?.closes}
              message={rowErrors?.closes?.message && timeMessage(rowErrors.closes.message, row.closes, row.opens)}
              field={register(`openingDays.${index}.closes`)}
            />
          </tr>
        );
      })}
    </AdminTable>
  );
}

export interface PhotosSectionProps {
  control: Control<PlaceFormValues, unknown, PlaceBodyOutput>;
  name: string;
  onUpload: (file: File) => Promise<{ url: string }>;
}

/** The place's photos in the map's order: uploaded one by one, moved, removed; saved with the place. */
export function PhotosSection({ control, name, onUpload }: PhotosSectionProps) {
  const { t } = useLingui();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'photos' });
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const maxMegabytes = Math.round(placeLimits.photoMaxBytes / 1_048_576);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      append({ url: (await onUpload(file)).url });
    } catch (failure) {
      setProblem(
        isApiError(failure, 413) ? t`Fotografie je větší než ${maxMegabytes} MB.` : isApiError(failure, 415) ? t`Soubor není obrázek JPEG, PNG ani WebP.` : t`Fotografii se nepodařilo nahrát. Zkuste to prosím znovu.`,
      );
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      {fields.length === 0 ? (
        <p>
          <Trans>Místo zatím nemá fotografie.</Trans>
        </p>
      ) : (
        <StyledPhotos>
          {fields.map((photo, index) => {
            const label = t`Fotografie ${index + 1}`;
            return (
              <li key={photo.id}>
                <img src={imageUrl(photo.url, { w: 320 })} alt={t`${name}, fotografie ${index + 1}`} loading="lazy" />
                <StyledRow>
                  <Button size="sm" variant="secondary" disabled={index === 0} aria-label={t`Posunout dopředu: ${label}`} onClick={() => move(index, index - 1)}>
                    ←
                  </Button>
                  <Button size="sm" variant="secondary" disabled={index === fields.length - 1} aria-label={t`Posunout dozadu: ${label}`} onClick={() => move(index, index + 1)}>
                    →
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={t`Odebrat: ${label}`} onClick={() => remove(index)}>
                    <Trans>Odebrat</Trans>
                  </Button>
                </StyledRow>
              </li>
            );
          })}
        </StyledPhotos>
      )}
      {fields.length < placeLimits.photos && (
        <Field label={<Trans>Přidat fotografii</Trans>} hint={<Trans>JPEG, PNG nebo WebP, nejvýše {maxMegabytes} MB. Uloží se spolu s místem.</Trans>} error={problem ?? undefined}>
          <TextInput ref={input} type="file" accept={placeLimits.photoTypes.join(',')} disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
        </Field>
      )}
    </>
  );
}
