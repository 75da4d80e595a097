import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@phc/ui';
import { movedIndex } from '../logic/upload-problem';
import { useFieldError } from './form-fields';

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

type Focus = { index: number; target: 'up' | 'down' | 'first' } | { index: -1; target: 'add' };

export type ListEditorProps = {
  legend: string;
  /** One stable key per item, in order. */
  keys: string[];
  /** The item's name for its legend and buttons, e.g. "Partner 2". */
  itemLabel: (index: number) => string;
  renderItem: (index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  addLabel: string;
  /** The schema's limit: no adding past it. */
  max?: number;
  /** The translated message of the whole list (e.g. too many items). */
  error?: string;
};

/**
 * Items of a list with add, remove and move up or down by plain buttons, so the order can be changed
 * by keyboard: focus follows the moved item and a live region says where it went.
 */
export function ListEditor({ legend, keys, itemLabel, renderItem, onAdd, onRemove, onMove, addLabel, max, error }: ListEditorProps) {
  const { t } = useLingui();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const count = keys.length;

  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    if (focus.target === 'add') {
      addButton.current?.focus();
      return;
    }
    const item = list.current?.children[focus.index] as HTMLElement | undefined;
    if (!item) return;
    if (focus.target === 'first') {
      item.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')?.focus();
      return;
    }
    // At an end of the list that button is disabled: the other one keeps the focus in the item.
    const wanted = item.querySelector<HTMLButtonElement>(`button[data-move="${focus.target}"]:not(:disabled)`);
    (wanted ?? item.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)'))?.focus();
  }, [focus, keys]);

  const move = (index: number, direction: 'up' | 'down') => {
    const to = movedIndex(index, count, direction);
    if (to === null) return;
    onMove(index, to);
    setFocus({ index: to, target: direction });
    const position = to + 1;
    setAnnouncement(t`Přesunuto na pozici ${position} z ${count}.`);
  };

  const full = max !== undefined && count >= max;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {count === 0 && <StyledEmpty>{t`Zatím žádné položky.`}</StyledEmpty>}
      <StyledList ref={list}>
        {keys.map((key, index) => {
          const item = itemLabel(index);
          return (
            <li key={key}>
              <fieldset>
                <legend>{item}</legend>
                {renderItem(index)}
                <StyledItemActions>
                  <Button size="sm" variant="ghost" data-move="up" disabled={index === 0} aria-label={t`Posunout výš: ${item}`} onClick={() => move(index, 'up')}>
                    ↑ {t`Výš`}
                  </Button>
                  <Button size="sm" variant="ghost" data-move="down" disabled={index === count - 1} aria-label={t`Posunout níž: ${item}`} onClick={() => move(index, 'down')}>
                    ↓ {t`Níž`}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t`Odebrat: ${item}`}
                    onClick={() => {
                      onRemove(index);
                      setFocus({ index: -1, target: 'add' });
                      setAnnouncement(t`Odebráno: ${item}.`);
                    }}
                  >
                    {t`Odebrat`}
                  </Button>
                </StyledItemActions>
              </fieldset>
            </li>
          );
        })}
      </StyledList>
      {error && <StyledError role="alert">{error}</StyledError>}
      <div>
        <Button
          ref={addButton}
          size="sm"
          variant="secondary"
          disabled={full}
          onClick={() => {
            onAdd();
            setFocus({ index: count, target: 'first' });
          }}
        >
          {addLabel}
        </Button>
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </fieldset>
  );
}

export type FieldListProps<T extends FieldValues> = {
  /** The form's array of objects, e.g. `items` or `blocks.2.images`. */
  name: string;
  legend: string;
  itemLabel: (index: number) => string;
  /** Fields of one item; `path` is its form path (`items.3`). */
  renderItem: (path: string, index: number) => ReactNode;
  newItem: () => T;
  addLabel: string;
  max?: number;
};

/** A list editor over an array of objects in the editor's form. */
export function FieldList<T extends FieldValues>({ name, legend, itemLabel, renderItem, newItem, addLabel, max }: FieldListProps<T>) {
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const error = useFieldError(name);
  return (
    <ListEditor
      legend={legend}
      keys={fields.map((field) => field.id)}
      itemLabel={itemLabel}
      renderItem={(index) => renderItem(`${name}.${index}`, index)}
      onAdd={() => append(newItem(), { shouldFocus: false })}
      onRemove={remove}
      onMove={move}
      addLabel={addLabel}
      max={max}
      error={error}
    />
  );
}

/** A list editor over an array of plain values (addresses), which react-hook-form's field arrays do not hold. */
export function ValueList<T>({
  name,
  legend,
  itemLabel,
  renderItem,
  newItem,
  addLabel,
  max,
}: Omit<FieldListProps<FieldValues>, 'newItem'> & { newItem: () => T }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  // Each value keeps its key while the list changes, so React moves the item with its state.
  const keys = useRef<string[]>([]);
  const nextKey = useRef(0);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const values = (field.value ?? []) as T[];
        while (keys.current.length < values.length) keys.current.push(`v${nextKey.current++}`);
        keys.current.length = values.length;
        const change = (next: T[], nextKeys: string[]) => {
          keys.current = nextKeys;
          field.onChange(next);
        };
        return (
          <ListEditor
            legend={legend}
            keys={[...keys.current]}
            itemLabel={itemLabel}
            renderItem={(index) => renderItem(`${name}.${index}`, index)}
            onAdd={() => change([...values, newItem()], [...keys.current, `v${nextKey.current++}`])}
            onRemove={(index) =>
              change(
                values.filter((_, i) => i !== index),
                keys.current.filter((_, i) => i !== index),
              )
            }
            onMove={(from, to) => {
              const nextValues = [...values];
              const nextKeys = [...keys.current];
              nextValues.splice(to, 0, ...nextValues.splice(from, 1));
              nextKeys.splice(to, 0, ...nextKeys.splice(from, 1));
              change(nextValues, nextKeys);
            }}
            addLabel={addLabel}
            max={max}
            error={error}
          />
        );
      }}
    />
  );
}
