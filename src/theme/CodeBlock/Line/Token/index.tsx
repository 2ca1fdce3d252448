// Plain tokens as text (src/plugins/prismOnDemand/plainTokens.ts): half the elements of a page's code.
import type {ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {tokenAsText} from '@site/src/plugins/prismOnDemand/plainTokens';

export default function PlainTokenAsText(props: Props): ReactNode {
  const text = tokenAsText(props.token, props.line, props);
  return text === undefined ? <Token {...props} /> : text;
}
