// Types of the parts we use of two packages that ship none.

declare module 'github-slugger' {
  /** Heading ids as GitHub (and Docusaurus) make them, numbered when repeated. */
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}

declare module 'markdownlint-cli2' {
  /** Runs markdownlint-cli2 as its command line would; resolves to its exit code. */
  export function main(params: {
    directory?: string;
    argv?: string[];
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
  }): Promise<number>;
}
