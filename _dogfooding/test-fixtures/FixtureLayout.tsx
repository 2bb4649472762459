import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

type Props = {
  /** Page title and heading. */
  title: string;
  noFooter?: boolean;
  children: ReactNode;
};

/** The frame every fixture page shares: the site layout, a heading, the fixture. */
export default function FixtureLayout({title, noFooter, children}: Props): ReactNode {
  return (
    <Layout title={title} noFooter={noFooter}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        {children}
      </main>
    </Layout>
  );
}
