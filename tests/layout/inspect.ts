// What the layout tests look for, measured inside the page. page.evaluate serialises one
// function at a time, so `layoutDefects` carries its helpers with it.

/** Where a reader meets navigation: single-line labels here must never be cut off. */
export const LABEL_AREAS = {
  navbar: 'nav.navbar > .navbar__inner',
  'mobile menu': '.navbar-sidebar',
  footer: 'footer.footer',
  sidebar: '.theme-doc-sidebar-container, aside nav',
  breadcrumbs: '.theme-doc-breadcrumbs',
  pager: '.pagination-nav',
};

/** The areas whose links and buttons must not lie on top of each other. */
export const CONTROL_AREAS = {
  navbar: LABEL_AREAS.navbar,
  'mobile menu': LABEL_AREAS['mobile menu'],
  footer: LABEL_AREAS.footer,
};

export type Areas = Record<string, string>;

/**
 * One line per defect, naming the elements by tag, classes and label:
 * - the page scrolls sideways (what sticks out past the right edge);
 * - two visible interactive elements of one control area overlap;
 * - a single-line label of a label area is cut off: its text is wider than its box
 *   (scrollWidth > clientWidth, with or without an ellipsis), or an ancestor that clips
 *   sideways, or the window, cuts it.
 */
export function layoutDefects({labelAreas, controlAreas}: {labelAreas: Areas; controlAreas: Areas}): string[] {
  const found: string[] = [];
  const describe = (el: Element): string => {
    const classes = [...el.classList].slice(0, 3).map((c) => `.${c}`).join('');
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  const shown = (el: Element) => el.checkVisibility({visibilityProperty: true, opacityProperty: true});
  /** Ancestors (up to, not including, body) that clip or scroll their content sideways. */
  const sidewaysClippers = (el: Element): Element[] => {
    const out: Element[] = [];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') out.push(a);
    }
    return out;
  };
  /** An element's inner box: what it shows of its content. */
  const clientBox = (a: Element) => {
    const b = a.getBoundingClientRect();
    const left = b.left + a.clientLeft;
    const top = b.top + a.clientTop;
    return {left, top, right: left + a.clientWidth, bottom: top + a.clientHeight};
  };

  // 1. Sideways scrolling of the page.
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth > width) {
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 1;
    // The outermost offenders: they stick out although their parent does not, and no box
    // that scrolls by itself (a code block, a table) holds them.
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && el.parentElement && !sticksOut(el.parentElement) && !sidewaysClippers(el).length)
      .slice(0, 5)
      .map((el) => `${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
    found.push(`page: scrolls sideways (${root.scrollWidth} px wide in a ${width} px window): ${culprits.join('; ') || 'no single element found'}`);
  }

  // 2. Overlapping controls, compared by the part of them a reader can see: the box cut by
  // every clipping ancestor, and sideways by the window (the footer below the fold counts).
  const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const visibleBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [Math.max(r.left, 0), r.top, Math.min(r.right, window.innerWidth), r.bottom];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      const box = clientBox(a);
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    }
    return right - left > 0 && bottom - top > 0 ? {left, top, right, bottom} : undefined;
  };
  for (const [area, selector] of Object.entries(controlAreas)) {
    for (const container of document.querySelectorAll(selector)) {
      if (!shown(container)) continue;
      const controls = [...container.querySelectorAll(INTERACTIVE)]
        .filter(shown)
        .flatMap((el) => {
          const box = visibleBox(el);
          return box ? [{el, box}] : [];
        });
      for (const [i, a] of controls.entries()) {
        for (const b of controls.slice(i + 1)) {
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          // A pixel of shared edge is rounding, not an overlap.
          if (x > 1 && y > 1) found.push(`${area}: ${describe(a.el)} and ${describe(b.el)} overlap by ${Math.round(x)}×${Math.round(y)} px`);
        }
      }
    }
  }

  // 3. Cut-off single-line labels.
  for (const [area, selector] of Object.entries(labelAreas)) {
    for (const container of document.querySelectorAll(selector)) {
      if (!shown(container)) continue;
      const labels = [...container.querySelectorAll('*')].filter(
        (el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) && shown(el),
      );
      for (const el of labels) {
        // Text for screen readers only sits in a 1 px box on purpose.
        let forScreenReaders = false;
        for (let a: Element | null = el; a && a !== container; a = a.parentElement) {
          const r = a.getBoundingClientRect();
          if (r.width <= 1 || r.height <= 1) forScreenReaders = true;
        }
        if (forScreenReaders) continue;
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (!lines.length) continue;
        // A label that wraps onto a second line has room to grow: only single-line labels must fit.
        const firstLineBottom = Math.min(...lines.map((r) => r.bottom));
        if (lines.some((r) => r.top >= firstLineBottom - 1)) continue;
        const text = {left: Math.min(...lines.map((r) => r.left)), right: Math.max(...lines.map((r) => r.right))};
        const style = getComputedStyle(el);
        const what = `${area}: ${describe(el)}`;
        if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1) {
          const how = style.textOverflow === 'ellipsis' ? 'ends in an ellipsis' : style.overflowX === 'visible' ? 'overflows its box' : 'is cut off';
          found.push(`${what} ${how} (${el.scrollWidth} px of content in ${el.clientWidth} px)`);
          continue;
        }
        // The window clips too; wholly outside a clipping box (a menu panel slid away) is hidden, not cut off.
        const clippers = [...sidewaysClippers(el).map((a) => ({name: describe(a).slice(0, 60), ...clientBox(a)})), {name: 'the window', left: 0, right: window.innerWidth}];
        for (const box of clippers) {
          if (text.right <= box.left || text.left >= box.right) break;
          if (text.left < box.left - 1 || text.right > box.right + 1) {
            found.push(`${what} is clipped by ${box.name} (text at ${Math.round(text.left)}–${Math.round(text.right)} px, box ${Math.round(box.left)}–${Math.round(box.right)} px)`);
            break;
          }
        }
      }
    }
  }
  return found;
}
