// The code block, replacing theme-live-codeblock's, which imports react-live for every block: a
// `live` block loads the editor when the reader edits (DeferredPlayground), the others are
// theme-classic's. Registry: src/frameworkPatches.
import {Children, isValidElement, lazy, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type CodeBlock from '@theme-init/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {useColorModeShown} from '@site/src/browser/useColorModeShown';

// No Suspense boundary: the server render waits, and hydration keeps the server's HTML meanwhile.
const DeferredPlayground = lazy(() => import('@site/src/components/DeferredPlayground'));

type Props = ComponentProps<typeof CodeBlock> & {live?: boolean | string};

// In a .md page the `live` flag arrives as an empty string: the fence's meta string decides.
function isLive({live, metastring}: Props): boolean {
  return live === true || /(^|\s)live(\s|$)/.test(metastring ?? '');
}

/** The code as one string where it is plain text. */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

// theme-classic remounts every block after hydration; here only when the colour mode is not the default.
function StaticCodeBlock({children, ...props}: Props): ReactNode {
  const colorMode = useColorModeShown();
  const {defaultMode} = useThemeConfig().colorMode;
  const [clientColours, setClientColours] = useState(false);
  useEffect(() => {
    if (colorMode !== defaultMode) setClientColours(true);
  }, [colorMode, defaultMode]);
  const key = clientColours ? 'client' : 'server';
  const code = asText(children);
  if (typeof code === 'string') {
    return (
      <StringContent key={key} {...props}>
        {code}
      </StringContent>
    );
  }
  return (
    <ElementContent key={key} {...props}>
      {code}
    </ElementContent>
  );
}

export default function CodeBlockWithLiveOnDemand(props: Props): ReactNode {
  if (!isLive(props)) return <StaticCodeBlock {...props} />;
  const code = asText(props.children);
  return (
    <DeferredPlayground
      code={typeof code === 'string' ? code : ''}
      staticCode={<StaticCodeBlock {...props} live={undefined} />}
      liveProps={props}
    />
  );
}
