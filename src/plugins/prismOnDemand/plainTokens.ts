// Not in ./tokens.ts: the token component would carry all of it into every page.
import type {Token, TokenOutputProps} from 'prism-react-renderer';

/** A plain token's text; null for an empty one beside others; else undefined (its span). */
export function tokenAsText(token: Token, line: readonly Token[], {className, style}: Pick<TokenOutputProps, 'className' | 'style'>): string | null | undefined {
  if (style !== undefined || className !== 'token plain') return undefined;
  if (token.content !== '') return token.content;
  return line.length > 1 ? null : undefined;
}
