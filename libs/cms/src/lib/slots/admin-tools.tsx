import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { isProbablyLoggedIn, meQuery } from '@phc/api-client';
import { canEditInPlace } from '@phc/auth';
import { lazyWithCatalog, validationCatalog } from '@phc/i18n';
import { Button, Container, Spinner } from '@phc/ui';
import { cmsCatalog, cmsEditorCatalog } from '../catalog';
import { pageSlugOf } from '../logic/page-slug';

// The editor (and Lexical with it) is its own chunk, loaded only when a super admin opens it,
// with its catalogs.
const EditorPanel = lazy(lazyWithCatalog([cmsCatalog, cmsEditorCatalog, validationCatalog], () => import('../editor/editor-panel').then((m) => m.EditorPanel)));

const StyledBar = styled.div`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[2]};
  }
`;

/** SPEC §2 `cms` layout: in-place editing tools, for super admins only (§6). Nothing for anyone else. */
export function AdminTools() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { data: user } = useQuery({ ...meQuery(), enabled: isProbablyLoggedIn() });
  const [open, setOpen] = useState(false);
  if (!canEditInPlace(user ?? null)) return null;
  const slug = pageSlugOf(pathname);
  return (
    <StyledBar role="region" aria-label={t`Úpravy obsahu`}>
      <Container>
        <strong>
          <Trans>Úpravy obsahu</Trans>
        </strong>
        <Button size="sm" variant={open ? 'secondary' : 'primary'} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <Trans>Zavřít editor</Trans> : <Trans>Upravit obsah</Trans>}
        </Button>
      </Container>
      {open && (
        <Suspense fallback={<Spinner />}>
          <EditorPanel pageSlug={slug} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </StyledBar>
  );
}
