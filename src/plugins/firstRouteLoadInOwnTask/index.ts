// The first route matched and loaded after main.js has run, in a task of its own (./preload.ts):
// inside the client entry only, its `./preload` import resolves to the stand-in. The browser build
// fails when the entry no longer imports it so. Registry: src/frameworkPatches.
import path from 'node:path';
import {browserStandIn} from '../standIns';

export default () =>
  browserStandIn('first-route-load-in-own-task', {
    within: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    replaces: require.resolve('@docusaurus/core/lib/client/preload.js'),
    standIn: path.resolve(__dirname, 'preload.ts'),
    question: 'does lib/client/clientEntry.js still import ./preload?',
  });
