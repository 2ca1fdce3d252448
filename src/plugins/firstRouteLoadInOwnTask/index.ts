// The first route's chunks requested after main.js has run, in a task of their own (./preload.ts):
// inside the client entry only, its `./preload` import resolves to the stand-in. The browser build
// fails when the entry no longer imports it so. Registry: src/frameworkPatches.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectStandIns} from '../expectStandIns';

const CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
const FRAMEWORK_PRELOAD = require.resolve('@docusaurus/core/lib/client/preload.js');
const STAND_IN = path.resolve(__dirname, 'preload.ts');

export default function firstRouteLoadInOwnTask(): Plugin {
  return {
    name: 'first-route-load-in-own-task',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [expectStandIns('first-route-load-in-own-task', [STAND_IN], 'does lib/client/clientEntry.js still import ./preload?')],
        module: {rules: [{test: CLIENT_ENTRY, resolve: {alias: {[FRAMEWORK_PRELOAD]: STAND_IN}}}]},
      };
    },
  };
}
