/**
 * Copies the Markdown twin at `url` to the clipboard. Loaded on the first click of "Copy page".
 * The clipboard write starts at once, inside the click, with the text still on its way: Safari
 * allows clipboard writes only during the click, and a ClipboardItem may wait for its data.
 */
export function copyTwin(url: string): Promise<void> {
  const text = fetch(url, {headers: {Accept: 'text/markdown'}}).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const item = new ClipboardItem({'text/plain': text.then((markdown) => new Blob([markdown], {type: 'text/plain'}))});
    return navigator.clipboard.write([item]);
  }
  return text.then((markdown) => navigator.clipboard.writeText(markdown));
}
