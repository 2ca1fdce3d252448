// Inside react-router, `path-to-regexp` resolves to ./pathToRegexp.ts; the browser build fails
// when it no longer does. Registry: src/frameworkPatches.
import path from 'node:path';
import {browserStandIn} from '../standIns';

const fromReactRouter = require.resolve('path-to-regexp', {paths: [path.dirname(require.resolve('react-router'))]});
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
