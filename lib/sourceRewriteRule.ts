// Webpack rules that pass a module's source through a function, whole: how the build plugins trim
// what the browser gets of a file Docusaurus generates or of a theme module.
export function sourceRewriteRule(test: (resource: string) => boolean, rewrite: (source: string, file: string) => string) {
  return {
    test,
    use: [
      {
        loader: require.resolve('string-replace-loader'),
        options: {
          search: /^[\s\S]*$/,
          replace(this: {resourcePath: string}, source: string) {
            return rewrite(source, this.resourcePath);
          },
        },
      },
    ],
  };
}

export function generatedFileRule(file: string, rewrite: (source: string) => string) {
  return sourceRewriteRule((resource) => resource === file, rewrite);
}
