import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CmsObject, CmsObjectType } from '@phc/api-contract';
import { Button, ErrorState, Field, Select, Skeleton, media } from '@phc/ui';
import { useCmsPreviewStore } from '../logic/preview-store';
import { cmsObjectQueries, createCmsMutations } from './cms-objects';
import { CreateObjectForm } from './create-object-form';
import { defaultEditorConfig, EditorConfigContext } from './editor-config';
import { creatableTypes, type CreatableType } from './new-object';
import { ObjectForm } from './object-form';

const StyledPanel = styled.aside`
  position: fixed;
  inset: ${({ theme }) => theme.sizes.headerHeight} 0 0 auto;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  width: 100%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};
  ${media.up('tablet')} {
    width: 32rem;
  }
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledTabs = styled.div`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    flex: none;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.secondary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledMultiSelect = styled.select`
  width: 100%;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

type Tab = { type: CmsObjectType; label: string };
type ObjectState = 'published' | 'draft' | 'archived';

const objectState = (object: CmsObject): ObjectState => (object.isArchived ? 'archived' : object.draft ? 'draft' : 'published');

const titleOf = (object: CmsObject): string => {
  const data = (object.draft ?? object.data) as { title?: { cs?: string }; copyright?: { cs?: string } } | null;
  return data?.title?.cs || object.slug || `#${object.id}`;
};

function matchesSlug(object: CmsObject, slug: string | null): boolean {
  if (!slug || object.type !== 'page') return false;
  const data = (object.draft ?? object.data) as { slug?: { cs: string; en: string } } | null;
  return object.slug === slug || data?.slug?.cs === slug || data?.slug?.en === slug;
}

const isCreatable = (type: CmsObjectType): type is CreatableType => (creatableTypes as readonly string[]).includes(type);

function CreateButton({ type, onClick }: { type: CreatableType; onClick: () => void }) {
  const { t } = useLingui();
  const labels: Record<CreatableType, string> = { page: t`Nová stránka`, menu: t`Nové menu`, partner_group: t`Nová skupina partnerů`, custom_block: t`Nový vlastní blok` };
  return (
    <Button size="sm" variant="secondary" onClick={onClick}>
      {labels[type]}
    </Button>
  );
}

function ObjectsTab({ type, pageSlug }: { type: CmsObjectType; pageSlug: string | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutations = useMemo(() => createCmsMutations(queryClient), [queryClient]);
  const { data: objects, isPending, isError, refetch } = useQuery(cmsObjectQueries.list(type));
  const [chosen, setChosen] = useState<number | null>(null);
  const [shown, setShown] = useState<ObjectState[]>(['published', 'draft', 'archived']);
  const [creating, setCreating] = useState(false);
  if (isPending) return <Skeleton height={240} />;
  if (isError) return <ErrorState onRetry={() => void refetch()} headingLevel={3} />;
  if (creating && isCreatable(type)) {
    return (
      <CreateObjectForm
        type={type}
        onCreate={mutations.create}
        onCreated={(object) => {
          // The new draft must be visible and chosen, whatever the state filter was.
          setShown((states) => (states.includes('draft') ? states : [...states, 'draft']));
          setChosen(object.id);
          setCreating(false);
        }}
        onCancel={() => setCreating(false)}
      />
    );
  }
  const stateLabels: Record<ObjectState, string> = { published: t`Zveřejněno`, draft: t`Neuveřejněný koncept`, archived: t`Archivováno` };
  const filtered = objects.filter((o) => shown.includes(objectState(o)));
  const current = filtered.find((o) => o.id === chosen) ?? filtered.find((o) => matchesSlug(o, pageSlug)) ?? filtered[0];
  return (
    <>
      {isCreatable(type) && (
        <div>
          <CreateButton type={type} onClick={() => setCreating(true)} />
        </div>
      )}
      {objects.length > 1 && (
        <Field label={t`Zobrazit obsah ve stavu`} hint={t`Více stavů vyberete s klávesou Ctrl nebo Cmd.`}>
          <StyledMultiSelect
            multiple
            size={3}
            value={shown}
            onChange={(event) => setShown([...event.target.selectedOptions].map((o) => o.value as ObjectState))}
          >
            {(Object.keys(stateLabels) as ObjectState[]).map((state) => (
              <option key={state} value={state}>
                {stateLabels[state]}
              </option>
            ))}
          </StyledMultiSelect>
        </Field>
      )}
      {!current && <p>{t`Zatím tu nic není.`}</p>}
      {current && filtered.length > 1 && (
        <Field label={t`Upravovaný obsah`}>
          <Select
            value={String(current.id)}
            onChange={(event) => setChosen(Number(event.target.value))}
            options={filtered.map((o) => ({ value: String(o.id), label: `${titleOf(o)}${o.isArchived ? ` (${t`archiv`})` : ''}` }))}
          />
        </Field>
      )}
      {current && <ObjectForm key={`${current.id}-${current.version}`} object={current} />}
    </>
  );
}

export type EditorPanelProps = { pageSlug: string | null; onClose: () => void };

/**
 * The side editor of SPEC §2: tabs for pages, menus, partner groups, custom blocks and settings.
 * While it is open the site shows drafts (the preview), so the editor sees unpublished changes.
 */
export function EditorPanel({ pageSlug, onClose }: EditorPanelProps) {
  const { t } = useLingui();
  const tabs: Tab[] = [
    { type: 'page', label: t`Stránky` },
    { type: 'menu', label: t`Menu` },
    { type: 'partner_group', label: t`Partneři` },
    { type: 'custom_block', label: t`Vlastní bloky` },
    { type: 'settings', label: t`Nastavení` },
  ];
  const [active, setActive] = useState<CmsObjectType>('page');
  const id = useId();
  const setPreview = useCmsPreviewStore((state) => state.setPreview);
  const { data: editorConfig } = useQuery(cmsObjectQueries.editorConfig());

  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setPreview(true);
    return () => setPreview(false);
  }, [setPreview]);

  // Keyboard and screen-reader users land in the panel that just opened.
  useEffect(() => heading.current?.focus(), []);

  return (
    <StyledPanel
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
      }}
    >
      <StyledHead>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          <Trans>Editor obsahu</Trans>
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          <Trans>Zavřít</Trans>
        </Button>
      </StyledHead>
      <StyledTabs role="tablist" aria-label={t`Druh obsahu`}>
        {tabs.map((tab) => (
          <button
            key={tab.type}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.type}`}
            aria-selected={active === tab.type}
            aria-controls={`${id}-panel`}
            tabIndex={active === tab.type ? 0 : -1}
            onClick={() => setActive(tab.type)}
            onKeyDown={(event) => {
              const index = tabs.findIndex((x) => x.type === active);
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = tabs[(index + step + tabs.length) % tabs.length];
              setActive(next.type);
              document.getElementById(`${id}-tab-${next.type}`)?.focus();
            }}
          >
            {tab.label}
          </button>
        ))}
      </StyledTabs>
      <StyledBody role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        <EditorConfigContext.Provider value={editorConfig ?? defaultEditorConfig}>
          <ObjectsTab key={active} type={active} pageSlug={pageSlug} />
        </EditorConfigContext.Provider>
      </StyledBody>
    </StyledPanel>
  );
}
