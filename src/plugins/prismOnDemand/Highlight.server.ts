// <Highlight> for the server build: prism-react-renderer's own, with the site's extra languages
// registered; ./Highlight.client.tsx reads its tokens back in the browser.
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {Highlight};
