import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

// The page template of the static build: Docusaurus's own (read from @docusaurus/core, so it
// follows every release), except for how the scripts load.
//
// Docusaurus puts `<script defer>` tags for its bundles in the head, so the browser fetches all of
// a page's JavaScript at once, sharing a slow connection with the one stylesheet the first paint
// waits for. Every page is complete without JavaScript (it is rendered at build time), so here a
// small inline script requests the bundles right after the first frame has been painted, to run in
// order as soon as they arrive. Text, navigation links and code are on screen before the scripts
// compete for bandwidth; hydration follows as before.
//
// The list holds the page's route's bundles (the server render reports them by the names
// src/plugins/routeRegistryForBrowser gives them), then main.js and the runtime, so the route's
// code downloads beside main.js instead of after it has run. The list is an attribute: the script
// itself is the same on every page, so one hash in the Content-Security-Policy allows it
// everywhere. Each bundle is named without the folder and extension all of them share; the build
// fails if one does not.
//
// Starting a script's download costs the main thread a few milliseconds on a slow phone, so each
// bundle is added in a task of its own: no task grows with the page's number of bundles. The
// runtime comes last: bundles that run before it wait in the chunk-loading global, so the app starts
// once all are added (else its first route load would add them itself, in one task), and below the
// runtime's small script rather than main.js: with DevTools attached (Lighthouse, Playwright), each
// Error React creates as it loads makes V8 re-parse the script at the bottom of the stack.
const loadScriptsAfterFirstPaint = `
<% const names = it.scripts.map((script) => /^assets\\/js\\/([^/ ]+)\\.js$/.exec(script)?.[1]); %>
<% if (names.includes(undefined)) { throw new Error('src/ssr/template.ts: a bundle outside assets/js: ' + it.scripts.join(' ')); } %>
<% const isRuntime = (name) => /^runtime~main\\./.test(name); %>
<% const isMain = (name) => /^main\\./.test(name); %>
<script data-scripts="<%= [...names.filter((name) => !isMain(name) && !isRuntime(name)), ...names.filter(isMain), ...names.filter(isRuntime)].join(' ') %>">
(function (scripts) {
  function load(i) {
    var script = document.createElement('script');
    script.src = '<%= it.baseUrl %>assets/js/' + scripts[i] + '.js';
    script.async = false;
    document.head.appendChild(script);
    if (scripts[i + 1]) setTimeout(load, 0, i + 1);
  }
  requestAnimationFrame(function () { setTimeout(load, 0, 0); });
})(document.currentScript.getAttribute('data-scripts').split(' '));
</script>`;

// Docusaurus's script tags and the end of its body, as its template (3.8) writes them. If a release
// changes either, the build fails here rather than ship pages whose scripts never load.
const SCRIPT_TAGS = /\n *<% it\.scripts\.forEach\(\(script\) => \{ %>\n *<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\n *<% \}\); %>/;
const BODY_END = /<%~ it\.postBodyTags %>(?=\s*<\/body>)/;

/** A page template with the script tags of `template` replaced by the loader. */
function withScriptsAfterFirstPaint(template: string): string {
  if (!SCRIPT_TAGS.test(template) || !BODY_END.test(template)) {
    throw new Error("src/ssr/template.ts: Docusaurus's page template no longer has the script tags or body end this template replaces");
  }
  return template.replace(SCRIPT_TAGS, '').replace(BODY_END, (postBodyTags) => postBodyTags + loadScriptsAfterFirstPaint);
}

export const ssrTemplate = withScriptsAfterFirstPaint(docusaurusTemplate).trimStart();
