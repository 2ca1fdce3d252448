import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The server renders code blocks with prism-react-renderer itself, after registering the site's
// extra languages. The browser build uses ./Highlight.client.tsx instead, which reads these
// tokens back from the HTML (./index.ts swaps the two).
prismIncludeLanguages(Prism);

export {Highlight};
