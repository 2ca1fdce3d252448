// What the layout tests look for, measured inside the page. page.evaluate serialises one
// function at a time, so `layoutDefects` carries its helpers with it.

/** Where a reader meets navigation: single-line labels here must never be cut off. */
export const LABEL_AREAS = {
  navbar: 'nav.navbar > .navbar__inner',
  footer: 'footer.footer',
  sidebar: '.theme-doc-sidebar-container, aside nav',
  breadcrumbs: '.theme-doc-breadcrumbs',
  pager: '.pagination-nav',
};

/** The areas whose links and buttons must not lie on top of each other. */
export const CONTROL_AREAS = {
  navbar: LABEL_AREAS.navbar,
  footer: LABEL_AREAS.footer,
};

/** The mobile menu: checked for both, while it is open. */
export const MOBILE_MENU = '.navbar-sidebar';

export type Areas = Record<string, string>;

/** What one layout check looks at: its label areas, its control areas and the mobile menu. */
export type Inspection = {labelAreas: Areas; controlAreas: Areas; mobileMenu: string};

/** The whole page: every label and control area, and the mobile menu. */
export const WHOLE_PAGE: Inspection = {labelAreas: LABEL_AREAS, controlAreas: CONTROL_AREAS, mobileMenu: MOBILE_MENU};

/**
 * One line per defect, naming the elements by tag, classes and label:
 * - the page scrolls sideways (what sticks out past the right edge);
 * - two visible interactive elements of one control area overlap;
 * - a single-line label of a label area is cut off: its text is wider than its box
 *   (scrollWidth > clientWidth, with or without an ellipsis), or an ancestor that clips
 *   sideways, or the window, cuts it; a label on several lines breaks a word in two.
 * In the narrow layout the same checks then run on each panel of the open mobile menu
 * (its own sidebar, then the main menu), which covers the page: there only its items count.
 * The menu is opened and closed again; its transitions must be off (they only delay).
 */
export async function layoutDefects({labelAreas, controlAreas, mobileMenu}: Inspection): Promise<string[]> {
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

  // The page scrolls sideways: names the outermost offenders, which stick out although their
  // parent does not and no box that scrolls by itself (a code block, a table) holds them.
  // Blocks that the browser lays out only near the window (content-visibility, src/css/custom.css)
  // clip what sticks out of them instead of widening the page: they are shown whole for this check.
  const sidewaysScrolling = (): string[] => {
    const whole = document.createElement('style');
    whole.textContent = '* { content-visibility: visible !important; }';
    document.head.append(whole);
    try {
      return sticksOutSideways();
    } finally {
      whole.remove();
    }
  };
  const sticksOutSideways = (): string[] => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 1;
    // What is fixed to the window (the skip link waiting off-screen) does not widen the page.
    const fixed = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) if (getComputedStyle(a).position === 'fixed') return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && el.parentElement && !sticksOut(el.parentElement) && !sidewaysClippers(el).length && !fixed(el))
      .slice(0, 5)
      .map((el) => `${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
    return [`page: scrolls sideways (${root.scrollWidth} px wide in a ${width} px window): ${culprits.join('; ') || 'no single element found'}`];
  };

  /** The first word of an element's own text that the browser broke across two lines (hyphens and slashes may break). */
  const splitWord = (el: Element): string | undefined => {
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      for (const word of node.textContent!.matchAll(/[^\s\-–—/]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) return word[0];
      }
    }
    return undefined;
  };

  /** Overlapping controls and cut-off labels of the given areas. */
  const check = (labelAreas: Areas, controlAreas: Areas): string[] => {
    const found: string[] = [];
    // Overlapping controls, compared by the part of them a reader can see: the box cut by
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

    // Cut-off single-line labels.
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
          // A label that wraps onto a second line has room to grow: only single-line labels must
          // fit. But it must wrap between words: a word split across lines did not fit either.
          const firstLineBottom = Math.min(...lines.map((r) => r.bottom));
          if (lines.some((r) => r.top >= firstLineBottom - 1)) {
            const split = splitWord(el);
            if (split) found.push(`${area}: ${describe(el)} breaks the word "${split}" across lines`);
            continue;
          }
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
  };

  // The next frame, or 100 ms if none comes: a busy headless browser may stop drawing frames for
  // a while, and a wait that counts frames only would then never end.
  const frame = () => new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });
  const until = async (what: string, done: () => boolean) => {
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline) {
      if (done()) return;
      await frame();
    }
    if (!done()) throw new Error(`${what} did not happen`);
  };
  // CSS follows a new window width at once, React a moment later (the docs and blog sidebars render
  // for the wide layout only): measure once the page has hydrated and React has had two frames.
  const narrow = matchMedia('(max-width: 996px)').matches;
  // (A site page says whether it has hydrated; a bare test page has nothing to wait for.)
  if (document.documentElement.hasAttribute('data-has-hydrated')) {
    await until('hydration', () => document.documentElement.dataset.hasHydrated === 'true');
    for (let frames = 0; frames < 2; frames += 1) await frame();
  }

  const found = [...sidewaysScrolling(), ...check(labelAreas, controlAreas)];
  const toggle = document.querySelector<HTMLElement>('.navbar__toggle');
  if (!narrow || !toggle || !shown(toggle)) return found;
  const navbar = document.querySelector('nav.navbar')!;
  const menuOnly = {'mobile menu': mobileMenu};
  toggle.click();
  // The menu loads and renders when it is first opened (src/theme/Navbar/MobileSidebar).
  await until('opening the mobile menu', () => navbar.classList.contains('navbar-sidebar--show') && Boolean(document.querySelector(mobileMenu)));
  found.push(...check(menuOnly, menuOnly).map((d) => `open ${d}`));
  // Docs and blog pages open the menu on their own sidebar; the main menu is one step back.
  const back = document.querySelector<HTMLElement>('.navbar-sidebar__items--show-secondary .navbar-sidebar__back');
  if (back) {
    back.click();
    await until("going back to the mobile menu's main menu", () => !document.querySelector('.navbar-sidebar__items--show-secondary'));
    found.push(...check(menuOnly, menuOnly).map((d) => `open main ${d}`));
  }
  document.querySelector<HTMLElement>('.navbar-sidebar__close')!.click();
  await until('closing the mobile menu', () => !navbar.classList.contains('navbar-sidebar--show'));
  return found;
}
