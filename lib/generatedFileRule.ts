/**
 * A webpack rule that passes one generated file (`.docusaurus/registry.js`, the site config …)
 * through `transform`, whole, in the browser build: how the build plugins trim what the browser
 * gets of a file Docusaurus generates.
 */
export function generatedFileRule(file: string, transform: (source: string) => string) {
  return {
    test: (resource: string) => resource === file,
    use: [{loader: require.resolve('string-replace-loader'), options: {search: /^[\s\S]*$/, replace: transform}}],
  };
}
