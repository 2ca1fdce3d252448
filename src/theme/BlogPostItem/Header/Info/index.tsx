// The date and reading time of a post, wrapped: on the post's own page "Copy page" and "View as
// Markdown" follow them.
import type {ComponentProps, ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';

export default function InfoWithPageActions(props: ComponentProps<typeof Info>): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Info {...props} />
      {isBlogPostPage && <PageActions />}
    </>
  );
}
