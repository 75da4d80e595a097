import { defineCatalog } from '@phc/i18n';

/** This feature's messages (lingui.config.ts): loaded with its screens, never on other pages' first load. */
export const cmsCatalog = defineCatalog({
  cs: () => import('../locales/cs/messages'),
  en: () => import('../locales/en/messages'),
});

/** The content editor's messages: loaded with the editor, which only super admins open. */
export const cmsEditorCatalog = defineCatalog({
  cs: () => import('../locales/editor/cs/messages'),
  en: () => import('../locales/editor/en/messages'),
});

/** The live block's messages: loaded with the block's code, when it comes near the viewport (live-block.tsx). */
export const cmsLiveBlockCatalog = defineCatalog({
  cs: () => import('../locales/live-block/cs/messages'),
  en: () => import('../locales/live-block/en/messages'),
});
