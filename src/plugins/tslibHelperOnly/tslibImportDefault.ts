// The one tslib helper `@docusaurus/utils-common` uses, with tslib's semantics (./index.ts).
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
