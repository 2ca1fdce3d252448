// Types of the module `npm run generate:validators` writes.
import type {ValidateFunction} from 'ajv';

export declare const Scan: ValidateFunction;
export declare const ScheduledScan: ValidateFunction;
