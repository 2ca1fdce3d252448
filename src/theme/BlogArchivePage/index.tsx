// The archive page, replacing the theme's, whose title is a second banner landmark and which jumps
// from h1 to h3: here the years are h2 sections inside <main>, newest first. Its prop holds only what
// it shows (src/plugins/blogWithOneChunkPerList).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import type {ArchivePost} from '@site/src/plugins/blogWithOneChunkPerList';
import styles from './styles.module.css';

type Post = ArchivePost;
type Props = {readonly archive: {readonly blogPosts: readonly Post[]}};

const dayAndMonth = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', timeZone: 'UTC'});

function postsByYear(posts: readonly Post[]): [string, Post[]][] {
  const years = new Map<string, Post[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()].sort(([a], [b]) => b.localeCompare(a));
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title="Archive" description="Every post of the secureCodeBox blog, grouped by year." />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">Archive</Heading>
          <p className={styles.lead}>
            All {archive.blogPosts.length} posts of the blog, newest first.
          </p>
          <div className={styles.years}>
            {years.map(([year, posts]) => (
              <section key={year} aria-labelledby={`year-${year}`}>
                <Heading as="h2" id={`year-${year}`}>
                  {year}
                </Heading>
                <ul className={styles.posts}>
                  {posts.map((post) => (
                    <li key={post.metadata.permalink}>
                      <time dateTime={post.metadata.date}>{dayAndMonth.format(new Date(post.metadata.date))}</time>
                      <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
