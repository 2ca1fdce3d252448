import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

// Why: theme-classic's map of navbar item types imports every type it offers (dropdowns, the
// locale and version dropdowns, doc and docs-sidebar links, HTML items), so all of them are in
// the bundle every page loads before it is interactive. Our navbar (docusaurus.config.ts) has
// plain links and the search only. Should the config ever name another type, the theme throws
// "No NavbarItem component found for type" while the server renders the pages, so the build
// fails instead of showing a page without it; add the type here then.
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
