// nprogress ships no types; ./progressBar.ts uses only these three calls.
declare module 'nprogress/nprogress.js' {
  const nprogress: {configure(options: Record<string, unknown>): unknown; start(): unknown; done(): unknown};
  export default nprogress;
}
