import {Children, isValidElement, lazy, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type CodeBlock from '@theme-init/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

// Prism itself is kept out of the page: see src/plugins/prismOnDemand.

// Why: theme-live-codeblock's CodeBlock imports react-live and its compiler for
// every code block. Only blocks marked `live` need them, and even those only once
// the reader wants to edit: DeferredPlayground shows the highlighted code and the
// server-rendered result until then. Every other block renders the classic CodeBlock.
// DeferredPlayground itself loads only on pages with a live block. No Suspense boundary around
// it: the server render then waits for it (a boundary would stream it apart from the page), and
// hydration keeps the server HTML until it has arrived.
const DeferredPlayground = lazy(() => import('@site/src/components/DeferredPlayground'));

type Props = ComponentProps<typeof CodeBlock> & {live?: boolean | string};

// In plain-Markdown (.md) pages the `live` flag arrives through raw HTML
// processing as an empty string, so the code fence's meta string decides.
function isLive({live, metastring}: Props): boolean {
  return live === true || /(^|\s)live(\s|$)/.test(metastring ?? '');
}

/** The code as one string where it is plain text (so it can be highlighted and copied). */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

// Why: theme-classic's CodeBlock remounts every block once the page has hydrated, because the
// server wrote the token colours of the default colour mode. On a page with many blocks that
// highlights all the code twice while the page loads. The remount is only needed when the
// reader's colour mode is not the default one, so only then does the key change. (A local
// effect rather than useIsBrowser, so that the blocks do not even re-render when it flips.)
function StaticCodeBlock({children, ...props}: Props): ReactNode {
  const {colorMode} = useColorMode();
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

export default function CodeBlockWrapper(props: Props): ReactNode {
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
