// The page template of the static build: Docusaurus' own, except for how the scripts load.
//
// Docusaurus puts `<script defer>` tags for its bundles in the head, so the browser fetches about
// 150 KB of JavaScript at once, sharing a slow connection with the one stylesheet the first paint
// waits for. Every page is complete without JavaScript (it is rendered at build time), so here a
// small inline script requests the bundles right after the first frame has been painted, in the
// same order, to run as soon as they arrive. Text, navigation links and code are on screen before
// the scripts compete for bandwidth; hydration follows as before.
const loadScriptsAfterFirstPaint = `
<script>
(function (scripts) {
  function load() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  requestAnimationFrame(function () { setTimeout(load, 0); });
})([<% it.scripts.forEach((script, i) => { %><%~ i ? ',' : '' %>"<%= it.baseUrl %><%= script %>"<% }); %>]);
</script>`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>${loadScriptsAfterFirstPaint}
  </body>
</html>
`;
