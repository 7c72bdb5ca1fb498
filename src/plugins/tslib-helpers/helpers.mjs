// The tslib helpers that @docusaurus/utils-common's compiled CommonJS calls, written the way tslib writes them.
// tests/unit/tslibHelpers.test.ts fails if utils-common starts calling a helper that is not here.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
