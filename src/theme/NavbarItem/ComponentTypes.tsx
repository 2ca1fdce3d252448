// The navbar item types our navbar uses, replacing theme-classic's map of all of them; a type the
// config names and this lacks makes the build throw: add it here. Registry: src/frameworkPatches.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
