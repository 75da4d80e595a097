import {
  cloneElement,
  forwardRef,
  isValidElement,
  useId,
  type ChangeEvent,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

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

/**
 * SPEC §5: required fields carry an asterisk after the label. Screen readers hear "required" from
 * `aria-required` on the control instead, so the mark itself is hidden from them.
 */
export function RequiredMark() {
  return <StyledRequired aria-hidden="true">*</StyledRequired>;
}

const joinIds = (...ids: Array<string | undefined | false>) => ids.filter(Boolean).join(' ') || undefined;

export type FieldProps = {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The validation message (e.g. `errors.email?.message`); marks the control invalid. */
  error?: ReactNode;
  /** One control (TextInput, Textarea, Select); the field wires its id, aria-required, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
};

export function Field({ label, required, hint, error, children, className }: FieldProps) {
  const generatedId = useId();
  const own = isValidElement(children) ? children.props : {};
  const id = typeof own.id === 'string' ? own.id : generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': joinIds(own['aria-describedby'] as string | undefined, hintId, errorId),
      })
    : children;
  return (
    <StyledField className={className}>
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
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
`;

/** Styled components forward refs, so `{...register('name')}` works as on a plain input. */
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
/** Options under a heading (`<optgroup>`): a long list a phone's picker shows in sections. */
export type SelectOptionGroup = { label: string; options: SelectOption[] };
export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  options: SelectOption[] | SelectOptionGroup[];
  /** An empty first option ("Vyberte…"); submitting it gives ''. */
  placeholder?: string;
};

const renderOptions = (options: SelectOption[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.label}
    </option>
  ));

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ options, placeholder, ...rest }, ref) {
  return (
    <StyledSelect ref={ref} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o, index) =>
        'options' in o ? (
          <optgroup key={`${index}-${o.label}`} label={o.label}>
            {renderOptions(o.options)}
          </optgroup>
        ) : (
          renderOptions([o])
        ),
      )}
    </StyledSelect>
  );
});

const StyledChoice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
  label {
    cursor: pointer;
  }
`;

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; hint?: ReactNode; error?: ReactNode };

/** A checkbox with its label on the right; `required` puts the asterisk after the label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, hint, error, required, id: ownId, ...rest }, ref) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <StyledChoice>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(hintId, errorId)}
          {...rest}
        />
        <label htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      </StyledChoice>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </div>
  );
});

const StyledFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledOptions = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[4]};
`;

export type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: SelectOption[];
  /** Controlled use; leave it out with `{...register('x')}`. */
  value?: string;
  defaultValue?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  inline?: boolean;
  /** Receives the change event, as react-hook-form's `register` expects. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The chosen value, for controlled use. */
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
};

/**
 * Radio buttons under one legend. `{...register('gender')}` works: the ref goes to every radio, which
 * react-hook-form collects as one field by their shared name.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  { legend, name, options, value, defaultValue, required, hint, error, disabled, inline = true, onChange, onValueChange, onBlur },
  ref,
) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StyledFieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={joinIds(hintId, errorId)}
      disabled={disabled}
    >
      <legend>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <StyledOptions $inline={inline}>
        {options.map((o, index) => (
          <StyledChoice key={o.value}>
            <input
              ref={ref}
              id={`${id}-${index}`}
              type="radio"
              name={name}
              value={o.value}
              disabled={o.disabled}
              {...(value !== undefined ? { checked: value === o.value } : { defaultChecked: defaultValue === o.value })}
              onChange={(event) => {
                onChange?.(event);
                onValueChange?.(o.value);
              }}
              onBlur={onBlur}
            />
            <label htmlFor={`${id}-${index}`}>{o.label}</label>
          </StyledChoice>
        ))}
      </StyledOptions>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledFieldset>
  );
});
