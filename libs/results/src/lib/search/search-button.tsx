import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { lazyWithCatalog } from '@phc/i18n';
import { resultsCatalog } from '../catalog';

const loadDialog = lazyWithCatalog(resultsCatalog, () => import('./search-dialog').then((m) => m.SearchDialog));
const SearchDialog = lazy(loadDialog);

const StyledSearchButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  svg {
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
  }
  &:hover {
    border-color: currentColor;
  }
`;

/**
 * The header's search (issue 18): a small button on every page's first load; the dialog, its
 * messages and the index load on the first open (or when the pointer or focus comes near it).
 */
export function SearchButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const warm = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <StyledSearchButton
        type="button"
        aria-label={t`Hledat tým, halu nebo kategorii`}
        title={t`Hledat`}
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </StyledSearchButton>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
