import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $toggleLink, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $createParagraphNode, $getRoot, $getSelection, $insertNodes, $isRangeSelection, FORMAT_TEXT_COMMAND, type EditorState, type LexicalEditor } from 'lexical';
import { richTextLimits } from '@phc/api-contract';
import { StyledRichText } from '../components/rich-text';
import { $createImageNode, $createStyledParagraphNode, ImageNode, StyledParagraphNode } from './lexical-nodes';
import { UploadTooLargeError, uploadFile } from './cms-objects';
import { useEditorConfig } from './editor-config';

export type RichTextValue = { html: string; lexical: string | null };

const StyledEditor = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  [contenteditable] {
    min-height: 6rem;
    padding: ${({ theme }) => theme.space[2]};
    outline: none;
  }
  [contenteditable]:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  button,
  select,
  label {
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
  }
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const StyledError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.danger};
`;

type BlockStyle = (typeof richTextLimits.paragraphStyles)[number];

function setBlockStyle(editor: LexicalEditor, style: BlockStyle) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    if (style === 'normal') $setBlocksType(selection, () => $createParagraphNode());
    else if (style === 'big' || style === 'bigLean') $setBlocksType(selection, () => $createStyledParagraphNode(style));
    else $setBlocksType(selection, () => $createHeadingNode(style));
  });
}

function Toolbar({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useLingui();
  const [editor] = useLexicalComposerContext();
  const config = useEditorConfig();
  const [busy, setBusy] = useState(false);
  const styleLabels: Record<BlockStyle, string> = {
    normal: t`Normální`,
    big: t`Velký`,
    bigLean: t`Velký tenký`,
    h1: t`Nadpis 1`,
    h2: t`Nadpis 2`,
    h3: t`Nadpis 3`,
    h4: t`Nadpis 4`,
  };
  const addLink = () => {
    const url = window.prompt(t`Adresa odkazu (https://… nebo /stranka)`);
    if (url === null) return;
    editor.update(() => $toggleLink(url.trim() || null));
  };
  const onFile = (kind: 'image' | 'file') => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onError(null);
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, config.imageUploadUrl, kind === 'image' ? config.imageMaxSize : config.fileMaxSize);
      editor.update(() => {
        if (kind === 'image') $insertNodes([$createImageNode(uploaded.url, uploaded.name)]);
        else {
          const selection = $getSelection();
          if ($isRangeSelection(selection) && selection.isCollapsed()) selection.insertText(uploaded.name);
          $toggleLink(uploaded.url);
        }
      });
    } catch (error) {
      onError(error instanceof UploadTooLargeError ? t`Soubor je příliš velký: nejvýše 100 MB (104 857 600 bajtů).` : t`Soubor se nepodařilo nahrát. Zkuste to znovu.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledToolbar role="toolbar" aria-label={t`Formát textu`}>
      <select aria-label={t`Styl odstavce`} defaultValue="" onChange={(e) => e.target.value && setBlockStyle(editor, e.target.value as BlockStyle)}>
        <option value="" disabled>
          {t`Styl odstavce`}
        </option>
        {richTextLimits.paragraphStyles.map((style) => (
          <option key={style} value={style}>
            {styleLabels[style]}
          </option>
        ))}
      </select>
      <button type="button" aria-label={t`Tučně`} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <strong>B</strong>
      </button>
      <button type="button" aria-label={t`Kurzíva`} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <em>I</em>
      </button>
      <button type="button" onClick={addLink}>
        <Trans>Odkaz</Trans>
      </button>
      <label aria-busy={busy || undefined}>
        <Trans>Obrázek</Trans>
        <input type="file" accept="image/*" onChange={onFile('image')} />
      </label>
      <label aria-busy={busy || undefined}>
        <Trans>Soubor</Trans>
        <input type="file" onChange={onFile('file')} />
      </label>
    </StyledToolbar>
  );
}

function initialState(value: RichTextValue) {
  if (value.lexical) return value.lexical;
  return (editor: LexicalEditor) => {
    const dom = new DOMParser().parseFromString(value.html || '<p></p>', 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    $getRoot().clear().select();
    $insertNodes(nodes);
  };
}

export type RichTextEditorProps = {
  label: string;
  value: RichTextValue;
  onChange: (value: RichTextValue) => void;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * Lexical with the SPEC §5 paragraph styles, links, uploaded images and files. Gives the HTML (the
 * server sanitises it; visitors see it) and the editor state to reopen it exactly.
 */
export function RichTextEditor({ label, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const [error, setError] = useState<string | null>(null);
  const initial = useRef(value);
  const config = {
    namespace: 'phc-cms',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, StyledParagraphNode, ImageNode],
    editorState: initialState(initial.current),
    onError: (e: Error) => console.error(e),
    theme: { paragraph: '' },
  };
  const handleChange = (state: EditorState, editor: LexicalEditor) => {
    const html = state.read(() => $generateHtmlFromNodes(editor, null));
    onChange({ html, lexical: JSON.stringify(state.toJSON()) });
  };
  return (
    <LexicalComposer initialConfig={config}>
      <StyledEditor>
        <Toolbar onError={setError} />
        <StyledRichText>
          <RichTextPlugin
            contentEditable={<ContentEditable aria-label={label} aria-invalid={invalid || undefined} aria-describedby={describedBy} aria-multiline />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </StyledRichText>
        {error && <StyledError role="alert">{error}</StyledError>}
      </StyledEditor>
      <HistoryPlugin />
      <LinkPlugin />
      <ListPlugin />
      <OnChangePlugin onChange={handleChange} ignoreSelectionChange />
    </LexicalComposer>
  );
}
