// The one worker thread entry of the build plugins (see ./inWorker.ts): loads a TypeScript module
// with jiti (a worker thread runs JavaScript only), calls one of its exports with the job and
// posts back what it returns.
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';

const {modulePath, exportName, job} = workerData;
const loaded = await createJiti(import.meta.url).import(modulePath);
parentPort.postMessage(await loaded[exportName](job));
