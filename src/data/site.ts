// Site-wide copy and constants used by the config, the landing page and the tests.

/** Where the site is published; absolute URLs in generated files (schemas, llms.txt) start with it. */
export const siteUrl = 'https://www.securecodebox.io';

export const siteTagline =
  'Run the open-source security scanners you trust on Kubernetes, automatically, and get one consistent stream of findings.';

export const siteKeywords = [
  'security',
  'scanner',
  'automation',
  'devsecops',
  'vulnerability',
  'pipeline',
  'kubernetes',
  'docker',
  'cloud',
  'opensource',
  'owasp',
  'defectdojo',
  'nmap',
  'nikto',
  'nuclei',
  'typo3',
  'joomla',
  'wordpress',
] as const;

export const copyrightYear = 2025;

export const footerCopyright = `Copyright © ${copyrightYear} the secureCodeBox authors. Built with Docusaurus.`;

export const blogTitle = 'secureCodeBox Blog';

export const blogDescription =
  'Releases, architecture notes, case studies and community news from the team behind OWASP secureCodeBox.';
