// Whether a page's far blocks may wait to be laid out until a reader nears them
// (content-visibility in src/css/custom.css, src/browser/layOutWhenIdle.ts). A page opened at a
// heading, reloaded or reached through the history is laid out whole from its first frame: the
// browser places the reader by the real heights of what lies above, not by guessed ones.

/** The attribute of `<html>` that lays every block out at once. */
export const LAID_OUT_WHOLE = 'data-laid-out-whole';

/** A script for the page's head, run before its body is parsed. */
export const LAID_OUT_WHOLE_ON_ARRIVAL = `(function () {
  var arrival = performance.getEntriesByType('navigation')[0];
  if (location.hash || (arrival && arrival.type !== 'navigate')) document.documentElement.setAttribute('${LAID_OUT_WHOLE}', '');
})();`;
