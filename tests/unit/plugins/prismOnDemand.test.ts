// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import {createElement as h, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeAll, describe, expect, it} from 'vitest';
import {Highlight, Prism, type RenderProps, type Token} from 'prism-react-renderer';
import {lightCodeTheme, darkCodeTheme} from '../../../src/data/codeThemes';
import {lineProps, plainLines, readPre, themeDictionary, tokenProps, withServerLines} from '../../../src/plugins/prismOnDemand/tokens';
import {tokenAsText} from '../../../src/plugins/prismOnDemand/plainTokens';
import {repoRoot} from '../../../lib/root';

// The browser renders code blocks with src/plugins/prismOnDemand/tokens.ts and tokens read back from the HTML;
// both must give exactly what prism-react-renderer gives on the server.

beforeAll(async () => {
  // The site's extra grammars, registered the way theme-classic does it.
  (globalThis as {Prism?: unknown}).Prism = Prism;
  for (const language of ['yaml', 'bash', 'go', 'json', 'python', 'makefile', 'diff']) {
    await import(`prismjs/components/prism-${language}.js`);
  }
  delete (globalThis as {Prism?: unknown}).Prism;
});

const samples: [string, string][] = [
  ['yaml', 'apiVersion: "execution.securecodebox.io/v1"\nkind: Scan\n\nmetadata:\n  name: "nmap-example"\nspec:\n  scanType: "nmap"\n  parameters:\n    - "-Pn"\n    # a comment\n'],
  ['bash', '\nhelm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap\n\n\nkubectl get scans -A | grep "Done"'],
  ['go', 'func main() {\n\tfmt.Println(`multi\nline`)\n}\n'],
  ['json', '{\n  "severity": "HIGH",\n  "attributes": {"port": 22}\n}'],
  ['python', 'def hook(findings):\n    """Docstring\n    over lines"""\n    return [f for f in findings if f["severity"] == "HIGH"]'],
  ['diff', '- old line\n+ new line\n  same line'],
  ['text', 'no grammar here\n\nat all'],
];

/** A token as src/theme/CodeBlock/Line/Token renders it around theme-classic's span. */
function tokenMarkup(props: ReturnType<RenderProps['getTokenProps']>, token: Token, line: Token[], key: number): ReactNode {
  const text = tokenAsText(token, line, props);
  return text === undefined ? h('span', {key, ...props}) : text;
}

/** theme-classic's code block markup, reduced to what the tokens decide. */
const markup = ({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactNode =>
  h(
    'pre',
    {className, style},
    h(
      'code',
      null,
      tokens.map((line, i) => {
        const fixed = line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
        return h('span', {key: i, ...getLineProps({line: fixed})}, ...fixed.map((token, key) => tokenMarkup(getTokenProps({token}), token, fixed, key)), h('br'));
      }),
    ),
  );

function serverHtml(language: string, code: string, theme = lightCodeTheme): string {
  return renderToStaticMarkup(h(Highlight, {theme, language, code, children: (props: RenderProps) => markup(props) as never}));
}

function browserHtml(language: string, code: string, tokens: RenderProps['tokens'], theme = lightCodeTheme): string {
  const dictionary = themeDictionary(theme, language);
  return renderToStaticMarkup(
    markup({
      className: `prism-code language-${language}`,
      style: dictionary.root,
      tokens,
      getLineProps: (input) => lineProps(dictionary, input),
      getTokenProps: (input) => tokenProps(dictionary, input),
    }) as never,
  );
}

describe('tokens read back from the server HTML', () => {
  for (const [language, code] of samples) {
    it(`give the same code and markup (${language})`, () => {
      const html = serverHtml(language, code);
      document.body.innerHTML = html;
      const read = readPre(document.querySelector('pre')!);
      expect(read?.language).toBe(language);
      expect(read?.code).toBe(code);
      expect(browserHtml(language, code, read!.lines)).toBe(html);
      // The other colour mode restyles the same tokens exactly as the server would have.
      expect(browserHtml(language, code, read!.lines, darkCodeTheme)).toBe(serverHtml(language, code, darkCodeTheme));
    });
  }

  it('leave plain tokens as text and empty ones out, keeping an empty line open', () => {
    const html = serverHtml('bash', 'helm upgrade --install nmap \\\n\n  oci://ghcr.io/securecodebox/helm/nmap');
    expect(html).not.toContain('class="token plain"><');
    expect(html).not.toMatch(/class="token plain">[^<]/);
    expect(html).toContain('<span class="token-line" style="color:#000000">helm upgrade <span class="token parameter variable"');
    expect(html).toContain('<span class="token plain" style="display:inline-block"></span><br/>');
    document.body.innerHTML = html;
    expect(readPre(document.querySelector('pre')!)?.lines[0].map(({types, content}) => `${types.join(' ')}:${content}`)).toEqual(['plain:helm upgrade ', 'parameter variable:--install', 'plain: nmap ', 'punctuation:\\']);
  });

  it('plain lines match code without a grammar', () => {
    const code = 'first\n\nthird\n';
    expect(browserHtml('text', code, plainLines(code))).toBe(serverHtml('text', code));
  });

  it('a block without a language or lines is not read', () => {
    document.body.innerHTML = '<pre class="prism-code"><code><span class="token-line"><span class="token plain">x</span></span></code></pre><pre class="prism-code language-bash"><code></code></pre>';
    const [first, second] = document.querySelectorAll('pre');
    expect(readPre(first)).toBeUndefined();
    expect(readPre(second)).toBeUndefined();
  });
});

// src/theme/CodeBlock/Line/Token reads the token and its line from the props theme-classic's line passes.
it("theme-classic's line renders each token through CodeBlock/Line/Token, given the token and its line", () => {
  const line = fs.readFileSync(path.join(repoRoot, 'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js'), 'utf8');
  expect(line).toContain("import LineToken from '@theme/CodeBlock/Line/Token';");
  expect(line).toMatch(/<LineToken key=\{key\} \{\.\.\.tokenProps\} line=\{line\} token=\{token\}>/);
});

describe('a block that adopts the lines the server wrote', () => {
  // theme-classic's block as its content renders it: <Pre><Code>{lines}</Code></Pre>.
  const Code = (props: object) => h('code', {...props, className: 'lines'});
  const Pre = (props: object) => h('pre', {...props, className: 'block'});
  const block = (lines: ReactNode[]) => h(Pre, null, h(Code, null, lines));

  it('renders its code element with the server markup of the lines', () => {
    const inner = /<code>([\s\S]*)<\/code>/.exec(serverHtml('yaml', samples[0][1]))?.[1] ?? '';
    expect(inner).toContain('token-line');
    const adopted = withServerLines(block([]), inner);
    expect(adopted && renderToStaticMarkup(adopted)).toBe(`<pre class="block"><code class="lines">${inner}</code></pre>`);
  });

  it('is not made from a block that renders lines or is built otherwise', () => {
    expect(withServerLines(block([h('span', {key: 1})]), 'x')).toBeUndefined();
    expect(withServerLines(h(Pre, null, 'text'), 'x')).toBeUndefined();
    expect(withServerLines(h(Pre, null, h(Code, null, 'text')), 'x')).toBeUndefined();
    expect(withServerLines(null, 'x')).toBeUndefined();
  });
});
