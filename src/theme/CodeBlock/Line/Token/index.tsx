// Plain tokens as text (src/plugins/prismOnDemand/tokens.ts): half the elements of a page's code.
import type {ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {tokenAsText} from '@site/src/plugins/prismOnDemand/tokens';

export default function PlainTokenAsText(props: Props): ReactNode {
  if (!props.token || !props.line) throw new Error('src/theme/CodeBlock/Line/Token: theme-classic passed no token and line');
  const text = tokenAsText(props.token, props.line, props);
  return text === undefined ? <Token {...props} /> : text;
}
