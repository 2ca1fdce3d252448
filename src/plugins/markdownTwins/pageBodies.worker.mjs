// The worker thread of the Markdown twins (see index.ts, pageBodiesInWorker): converts the built
// pages while the search plugin builds its indexes on the main thread. pageBodies.ts is
// TypeScript, and a worker thread runs JavaScript only: jiti loads it.
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';

const {pageBodies} = await createJiti(import.meta.url).import('./pageBodies.ts');
parentPort.postMessage(pageBodies(workerData));
