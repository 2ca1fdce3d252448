// Types of the parts we use of packages that ship none.

declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}

declare module 'markdownlint-cli2' {
  export function main(params: {
    directory?: string;
    argv?: string[];
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
  }): Promise<number>;
}

declare module 'autocannon' {
  export type AutocannonOptions = {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    requests: {method: string; path: string}[];
  };
  export type AutocannonResult = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: {p50: number; p90: number; p99: number; max: number};
    requests: {total: number; average: number};
    throughput: {average: number};
  };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
