// Route matching without a regular expression per plain route path (./pathToRegexp.ts): inside
// react-router, its `path-to-regexp` import resolves to the stand-in. The browser build fails when
// react-router no longer imports it so. Registry: src/frameworkPatches.
import path from 'node:path';
import {browserStandIn} from '../standIns';

const fromReactRouter = require.resolve('path-to-regexp', {paths: [path.dirname(require.resolve('react-router'))]});
// The stand-in imports the library by name: it must reach the copy react-router uses.
if (fromReactRouter !== require.resolve('path-to-regexp')) {
  throw new Error('static-route-match: react-router uses another copy of path-to-regexp than the stand-in imports');
}

export default () =>
  browserStandIn('static-route-match', {
    within: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
    replaces: fromReactRouter,
    standIn: path.resolve(__dirname, 'pathToRegexp.ts'),
    question: "does react-router's esm/react-router.js still import path-to-regexp?",
  });
