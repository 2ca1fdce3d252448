import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Prism with the site's extra languages (`prism.additionalLanguages`). The browser loads this
// module only for code the server did not render, e.g. after a client-side navigation
// (./Highlight.client.tsx); the server build registers the same languages (./Highlight.server.ts).
prismIncludeLanguages(Prism);

/** Tokenizes code the way prism-react-renderer's <Highlight> does, hooks included. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (grammar == null) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
