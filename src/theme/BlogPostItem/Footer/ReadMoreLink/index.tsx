// The read-more link of a post preview, replacing the theme's, which names its post in an aria-label
// only: here the title is in the link's text (visually hidden), for every reader and tool.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Continue reading</b>
      <span className="sr-only">: {blogPostTitle}</span>
    </Link>
  );
}
