import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {literalMarkupIn} from '../../../lib/literalMarkup';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/rendered', name), 'utf8');

describe('literalMarkupIn', () => {
  it('finds the stray ::: the Installation page showed when a caution nested in a warning with three colons each', () => {
    expect(literalMarkupIn(fixture('installation-nested-admonitions.html'))).toEqual([
      {name: 'an admonition fence (:::)', excerpt: expect.stringContaining('walks through that switch. :::')},
    ]);
  });

  it.each([
    ['an admonition fence (:::)', '<p>Some text.\n:::</p>'],
    ['a Markdown link ](…)', '<p>See [the guide](../guide.md) first.</p>'],
    ['a code fence (```)', '<p>```yaml\nkind: Scan</p>'],
    ['an MDX comment ({/*)', '<p>{/* a note for editors */}</p>'],
    ['an HTML comment (<!--)', '<p>&lt;!-- a note for editors --&gt;</p>'],
    ['a tag written as text', '<p>&lt;div className="grid"&gt; opened here</p>'],
  ])('finds %s in prose', (name, html) => {
    expect(literalMarkupIn(html).map((found) => found.name)).toEqual([name]);
  });

  it('leaves code, scripts and rendered comments alone', () => {
    const html =
      '<p>Write <code>:::note</code> or <code>[text](url)</code>.</p><pre><code>```yaml\n&lt;div&gt;\n{/* x */}</code></pre>' +
      '<script>document.body.prepend("<div>")</script><!-- an HTML comment the browser does not show --><p>a &lt; b and c &gt; d</p>';
    expect(literalMarkupIn(html)).toEqual([]);
  });
});
