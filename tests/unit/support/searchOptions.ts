// The search plugin's options as the site configures them (src/data/searchOptions.ts, handed to
// the plugin by docusaurus.config.ts), for tests that must split, weigh and boost as the site does.
export {searchOptions} from '../../../src/data/searchOptions';
