import path from 'node:path';
import {Worker} from 'node:worker_threads';

/**
 * Runs `exportName` of the TypeScript module at `modulePath` on `job` in a worker thread and
 * resolves with its result. The job and the result cross between threads, so both must be plain
 * data (structured-cloneable: no functions, no class instances beyond Map, Set, RegExp, Date).
 * `who` names the plugin in the error of a worker that stops without an answer.
 */
export function inWorker<Result>(who: string, modulePath: string, exportName: string, job: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData: {modulePath, exportName, job}});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`${who}: the worker thread stopped with exit code ${code}`)));
  });
}
