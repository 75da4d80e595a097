import type { ReactNode } from 'react';
import { Field, TextInput } from '@phc/ui';

export type SearchFieldProps = { label: ReactNode; value: string; onChange: (value: string) => void; placeholder?: string };

/** A search box that filters as the visitor types; `type="search"` gives phones a search key and a clear button. */
export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  return (
    <Field label={label}>
      <TextInput type="search" autoComplete="off" value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
