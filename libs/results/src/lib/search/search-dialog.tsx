import { useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfigValue } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { href, useLocale, type Locale } from '@phc/i18n';
import { Dialog, ErrorState, Field, Skeleton, Stack, TextInput } from '@phc/ui';
import { useCategoryAge } from '../components/category-age';
import { buildSearchIndex, searchEntries, type SearchEntry } from '../logic/site-search';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

const StyledResults = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledResult = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const noConfigurations: ConfigValue[] = [];

function resultHref(entry: SearchEntry, locale: Locale): string {
  if (entry.kind === 'team') return href('vysledky-tym', { teamId: entry.id }, locale);
  if (entry.kind === 'category') return href('vysledky-kategorie', { categoryId: entry.id }, locale);
  return `${href('vysledky-podle-hal', {}, locale)}?hala=${entry.id}`;
}

/** Arrow keys walk from the field through the results and back, as in any list of suggestions. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, input: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  if (next < 0) input?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

function SearchResults({ query, onPick, listRef }: { query: string; onPick: () => void; listRef: React.RefObject<HTMLUListElement | null> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const data = useQuery(queries.static());
  const categoryAge = useCategoryAge(data.data?.configurations ?? noConfigurations);
  const index = useMemo(() => (data.data ? buildSearchIndex(data.data, locale, (category) => categoryAge(category).text) : []), [data.data, locale, categoryAge]);
  const found = useMemo(() => searchEntries(index, query), [index, query]);
  const kindLabel: Record<SearchEntry['kind'], string> = { team: t`Tým`, hall: t`Hala`, category: t`Kategorie` };

  if (data.isPending) return <Skeleton height="8rem" />;
  if (data.isError) return <ErrorState headingLevel={3} onRetry={() => void data.refetch()} />;
  return (
    <>
      <p role="status">
        {query.trim() === ''
          ? t`Napište část názvu týmu, klubu, haly nebo kategorie.`
          : found.length === 0
            ? t`Pro „${query.trim()}“ jsme nic nenašli.`
            : t`Nalezeno: ${found.length}`}
      </p>
      {found.length > 0 && (
        <StyledResults ref={listRef} aria-label={t`Výsledky hledání`}>
          {found.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`}>
              <StyledResult to={resultHref(entry, locale)} onClick={onPick}>
                <strong>{entry.label}</strong>
                <span>{[kindLabel[entry.kind], entry.detail].filter(Boolean).join(' · ')}</span>
              </StyledResult>
            </li>
          ))}
        </StyledResults>
      )}
    </>
  );
}

/** Teams (by their name, club, category or country), halls and categories: one tap to their page. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  // Typing stays smooth on a slow phone: the list follows a moment behind the field.
  const deferred = useDeferredValue(query);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={<Trans>Hledat</Trans>} size="md">
      <Stack $gap={3} onKeyDown={(event: KeyboardEvent<HTMLElement>) => moveFocus(event, listRef.current, inputRef.current)}>
        <Field label={t`Tým, klub, hala nebo kategorie`}>
          <TextInput
            id={inputId}
            ref={inputRef}
            type="search"
            data-autofocus
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter takes the best result, as a visitor expects from a search box.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              listRef.current?.querySelector<HTMLAnchorElement>('a')?.click();
            }}
          />
        </Field>
        <SearchResults query={deferred} onPick={onClose} listRef={listRef} />
      </Stack>
    </Dialog>
  );
}
