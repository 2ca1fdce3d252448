// What prism-react-renderer's <Highlight> computes around the tokenizer (a theme's style dictionary,
// a line's and a token's props) and the tokens read back from the server's HTML, so that the page
// hydrates without Prism. The markup must be exactly the server's, or React would discard it.
import {cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode} from 'react';
import type {PrismTheme, Token, TokenInputProps, TokenOutputProps, LineInputProps, LineOutputProps} from 'prism-react-renderer';


export type ThemeDictionary = Record<string, CSSProperties | undefined> & {root: CSSProperties; plain: CSSProperties};

export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...(style as CSSProperties)};
  }
  const plain = theme.plain as CSSProperties;
  return {...dictionary, root: plain, plain: {...plain, backgroundColor: undefined}};
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function lineProps(dictionary: ThemeDictionary, {className, style, line: _line, ...rest}: LineInputProps): LineOutputProps {
  const output: LineOutputProps = {...rest, className: classes('token-line', className)};
  output.style = dictionary.plain;
  if (typeof style === 'object') output.style = {...output.style, ...style};
  return output;
}

function tokenStyle(dictionary: ThemeDictionary, {types, empty}: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty != null) return dictionary[types[0]];
  return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
}

export function tokenProps(dictionary: ThemeDictionary, {token, className, style, ...rest}: TokenInputProps): TokenOutputProps {
  const output: TokenOutputProps = {
    ...rest,
    className: classes('token', ...token.types, className),
    children: token.content,
    style: tokenStyle(dictionary, token),
  };
  if (style != null) output.style = {...output.style, ...style};
  return output;
}

/** The lines of code that has no grammar: one plain token per line, as prism-react-renderer makes them. */
export function plainLines(code: string): Token[][] {
  return code.split(/\r\n|\r|\n/).map((content) => [content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content}]);
}

export type PageCode = {language: string; code: string; lines: Token[][]};

/** A line's tokens: each `span.token`, and text outside them as plain ones. */
function tokensOf(parent: Element, tokens: Token[] = []): Token[] {
  for (const node of parent.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent) tokens.push({types: ['plain'], content: node.textContent});
    if (!(node instanceof Element)) continue;
    if (!node.classList.contains('token')) tokensOf(node, tokens);
    else tokens.push({types: (node.getAttribute('class') ?? '').split(' ').slice(1), content: node.textContent ?? ''});
  }
  return tokens;
}

/** The tokens of a `pre.prism-code` the server rendered; a line whose only token is empty was empty (prism-react-renderer's "\n"). */
export function readPre(pre: Element): PageCode | undefined {
  const language = /(?:^|\s)language-(\S+)/.exec(pre.getAttribute('class') ?? '')?.[1];
  if (!language) return undefined;
  const lines: Token[][] = [];
  const texts: string[] = [];
  for (const lineElement of pre.querySelectorAll('.token-line')) {
    const line = tokensOf(lineElement);
    if (line.length === 0) return undefined;
    texts.push(line.map((token) => token.content).join(''));
    if (line.length === 1 && line[0].content === '') line[0] = {...line[0], content: '\n', empty: true};
    lines.push(line);
  }
  if (lines.length === 0) return undefined;
  const code = texts.join('\n');
  return {language, code, lines};
}

type CodeProps = {children?: ReactNode; dangerouslySetInnerHTML?: {__html: string}};

/** theme-classic's block rendered without lines, given the server's lines as markup; undefined if it is built otherwise. */
export function withServerLines(block: ReactNode, lines: string): ReactElement | undefined {
  if (!isValidElement<{children?: ReactNode}>(block)) return undefined;
  const code = block.props.children;
  if (!isValidElement<CodeProps>(code) || !Array.isArray(code.props.children) || code.props.children.length > 0) return undefined;
  // Its own key: a later render of the lines replaces the element instead of adding to the markup.
  return cloneElement(block, undefined, cloneElement(code, {key: 'server-lines', children: undefined, dangerouslySetInnerHTML: {__html: lines}}));
}
