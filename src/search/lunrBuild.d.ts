// The search plugin's lunr build ships no types: what lunr.ts uses of it.
declare module '@cmfcmf/docusaurus-search-local/lib/lunr.js' {
  import type {Lunr} from '@site/src/search/lunr';

  type Token = {toString(): string};
  const lunr: Lunr & {
    tokenizer: {(text: string): Array<{str: string}>; separator: RegExp};
    Token: new (text: string) => Token;
    stemmer(token: Token): Token;
  };
  export default lunr;
}
