// @docusaurus/utils-common is compiled to CommonJS that requires all of tslib (every helper,
// none tree-shaken out of a require) for one helper. This module gives it that helper, with
// tslib's semantics (./index.ts; a unit test checks it is the only one).
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
