// The announcement bar: the release the docs describe, from the synced facts. A module of its own,
// so that the blog's components, which read src/data/site.ts, do not carry the release facts.
import {release} from './release/generated/release';

// A new id shows the bar again to readers who dismissed the previous one, so each release gets its own.
export const announcement = {
  id: `release-v${release.version.replaceAll('.', '-')}`,
  html: `secureCodeBox v${release.version} is the latest release. Read the <a href="/docs/getting-started/upgrading">upgrade guide</a> or the <a href="https://github.com/secureCodeBox/secureCodeBox/releases" target="_blank" rel="noopener noreferrer">release notes</a>.`,
} as const;
