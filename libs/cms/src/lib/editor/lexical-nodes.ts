import {
  $applyNodeReplacement,
  DecoratorNode,
  ParagraphNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type SerializedParagraphNode,
  type Spread,
} from 'lexical';
import { createElement, type JSX } from 'react';

/** SPEC §5 paragraph styles beyond normal and headings: big and big lean, kept as classes in the HTML. */
export type ParagraphVariant = 'big' | 'bigLean';
export const variantClass: Record<ParagraphVariant, string> = { big: 'pt-big', bigLean: 'pt-big-lean' };

type SerializedStyledParagraph = Spread<{ variant: ParagraphVariant }, SerializedParagraphNode>;

export class StyledParagraphNode extends ParagraphNode {
  __variant: ParagraphVariant;

  static override getType(): string {
    return 'styled-paragraph';
  }

  static override clone(node: StyledParagraphNode): StyledParagraphNode {
    return new StyledParagraphNode(node.__variant, node.__key);
  }

  constructor(variant: ParagraphVariant = 'big', key?: NodeKey) {
    super(key);
    this.__variant = variant;
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.classList.add(variantClass[this.__variant]);
    return dom;
  }

  override updateDOM(prevNode: this, dom: HTMLElement, config: EditorConfig): boolean {
    return prevNode.__variant !== this.__variant || super.updateDOM(prevNode, dom, config);
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      p: (element: HTMLElement) => {
        const variant = element.classList.contains('pt-big') ? 'big' : element.classList.contains('pt-big-lean') ? 'bigLean' : null;
        return variant ? { conversion: () => ({ node: $createStyledParagraphNode(variant) }), priority: 1 } : null;
      },
    };
  }

  static override importJSON(json: SerializedStyledParagraph): StyledParagraphNode {
    return $createStyledParagraphNode(json.variant).updateFromJSON(json);
  }

  override exportJSON(): SerializedStyledParagraph {
    return { ...super.exportJSON(), type: 'styled-paragraph', variant: this.__variant };
  }
}

export function $createStyledParagraphNode(variant: ParagraphVariant): StyledParagraphNode {
  return $applyNodeReplacement(new StyledParagraphNode(variant));
}

type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** An uploaded image in rich text; exported as a plain `<img>` the sanitiser keeps. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  constructor(src: string, alt = '', key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  override createDOM(): HTMLElement {
    return document.createElement('span');
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    return { element: img };
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (element: HTMLElement) => {
          const src = element.getAttribute('src');
          return { node: src ? $createImageNode(src, element.getAttribute('alt') ?? '') : null };
        },
        priority: 0,
      }),
    };
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element {
    return createElement('img', { src: this.__src, alt: this.__alt, style: { maxWidth: '100%' } });
  }
}

export function $createImageNode(src: string, alt = ''): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
