import { cloneElement, forwardRef, isValidElement, useId, type InputHTMLAttributes, type ReactElement, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** SPEC §5: required fields carry an asterisk after the label. */
const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.15em;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function RequiredMark() {
  return <StyledRequired aria-hidden="true">*</StyledRequired>;
}

export type FieldProps = {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** One input element; the field wires its id, aria-required, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
};

export function Field({ label, required, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })
    : children;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </StyledLabel>
      {control}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledField>
  );
}

const controlStyle = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const TextInput = styled.input`
  ${controlStyle}
`;

export const Textarea = styled.textarea`
  ${controlStyle}
  min-height: 6rem;
  resize: vertical;
`;

const StyledSelect = styled.select`
  ${controlStyle}
`;

export type SelectOption = { value: string; label: string; disabled?: boolean };
export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[]; placeholder?: string };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ options, placeholder, ...rest }, ref) {
  return (
    <StyledSelect ref={ref} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </StyledSelect>
  );
});

const StyledCheckbox = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
    flex: none;
  }
`;

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: ReactNode };

/** A checkbox with its label on the right; `required` puts the asterisk after the label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, required, ...rest }, ref) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <StyledCheckbox>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...rest}
        />
        <label htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      </StyledCheckbox>
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </div>
  );
});

export type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: SelectOption[];
  value?: string;
  required?: boolean;
  error?: ReactNode;
  onChange?: (value: string) => void;
};

const StyledFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

export function RadioGroup({ legend, name, options, value, required, error, onChange }: RadioGroupProps) {
  const id = useId();
  return (
    <StyledFieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange?.(o.value)} required={required} />{' '}
          {o.label}
        </label>
      ))}
      {error && <StyledError id={`${id}-error`}>{error}</StyledError>}
    </StyledFieldset>
  );
}
