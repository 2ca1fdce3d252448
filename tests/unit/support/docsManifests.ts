// The secureCodeBox manifests of the docs and the blog (lib/manifests.ts says which blocks count),
// as readers see them: a doc page's release facts (@release@ …) are filled in as the build fills them.
// Used by the checks of every example (tests/unit/data/crdSchema.examples.test.ts, the strictness
// measurement in crdSchema.strict.test.ts) and the YAML language server's (tests/nginx/yamlLanguageServer.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import {relativeFilesUnder} from '../../../lib/files';
import {manifestCases, type ManifestCase, type YamlDocument} from '../../../lib/manifests';
import {repoRoot} from '../../../lib/root';
import {currentFacts, substituteReleaseFacts, type ReleaseFactValues} from '../../../src/remark/releaseFacts';

export type {YamlDocument};
export type Case = ManifestCase;

const contentDirs = ['docs', 'blog'];

/** Every Markdown page of the docs and the blog, by path from the repository, with its text as the build renders it. */
export function contentPages(facts: ReleaseFactValues = currentFacts): {file: string; text: string}[] {
  return contentDirs.flatMap((dir) =>
    relativeFilesUnder(path.join(repoRoot, dir))
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => {
        const text = fs.readFileSync(path.join(repoRoot, dir, file), 'utf8');
        // The build fills in release facts in the docs only (docusaurus.config.ts).
        return {file: `${dir}/${file}`, text: dir === 'docs' ? substituteReleaseFacts(text, facts) : text};
      }),
  );
}

export function collectCases(facts: ReleaseFactValues = currentFacts): {cases: Case[]; skippedHelmBlocks: number} {
  return manifestCases(contentPages(facts));
}
