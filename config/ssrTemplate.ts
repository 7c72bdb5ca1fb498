/**
 * Docusaurus's page template with one change: the bundles start after the page's first paint.
 *
 * Docusaurus links its bundles as `<script defer>`. A deferred script runs as soon as the HTML is parsed, and that
 * is often before the browser has painted it: on a fast connection with a slow CPU, the reader then waits for the
 * bundle to be evaluated (long on a mid-range phone; README: What every page loads) before seeing the text that is
 * already there. Here the bundles are preloaded at the same moment as before (at low priority, as deferred scripts
 * are, so they do not hold up the stylesheet), and a small inline script adds them, in order, once the parsed page is
 * on screen. A hidden tab, which does not paint, starts them at once.
 *
 * The inline script is the same on every page of a build, so the CSP (src/plugins/security-headers) allows it by
 * hash like the other inline scripts. `performance.mark('docusaurus-start')` records when the bundles were added.
 */
export const START_MARK = 'docusaurus-start';

// Kept small and ES5: it runs before anything else, in every browser that opens the page.
const startAfterPaint = `(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (window.performance && performance.mark) performance.mark('${START_MARK}');
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') return start();
    // The first callback runs just before the page's first frame is drawn; the second, a frame later, once it is
    // on screen.
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
    document.addEventListener('visibilitychange', start);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})`;

export const ssrTemplate = `
<!DOCTYPE html>
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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low">
    <% }); %>
    <script>${startAfterPaint}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
