import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import RecentPosts from '@site/src/components/RecentPosts';
import {docAreas, miscArea} from '@site/config/navbar';
import {areaDescriptions} from '@site/config/areaDescriptions';
import {DOCS_RELEASE} from '@site/config/release';
import styles from './index.module.css';

const popularTopics = [
  {label: 'Add a new integration', to: '/docs/development_index'},
  {label: 'Translate Home Assistant', to: '/docs/internationalization'},
  {label: 'The Home Assistant API', to: '/docs/api/websocket'},
];

const sourceRepositories = [
  {label: 'Home Assistant Core', href: 'https://github.com/home-assistant/core'},
  {label: 'Home Assistant frontend', href: 'https://github.com/home-assistant/frontend'},
  {label: 'Companion app for Android', href: 'https://github.com/home-assistant/android'},
  {label: 'Companion app for Apple platforms', href: 'https://github.com/home-assistant/iOS'},
];

export default function Home(): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.title}
      description="Guides and references for building Home Assistant integrations, apps, frontend cards, voice features and the Android and Apple apps.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            {siteConfig.title}
          </Heading>
          <p className={styles.heroTagline}>{siteConfig.tagline}</p>
          <p className={styles.heroNote}>
            These docs describe Home Assistant {DOCS_RELEASE}. <Link to="/blog/changes">Changes by release</Link> lists what changed in each
            release and what stops working next.
          </p>
          <p className={styles.heroNote}>
            Not a developer? Head to the <Link to="https://www.home-assistant.io">Home Assistant homepage</Link> to install and use Home
            Assistant.
          </p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row">
          <section className="col col--4" aria-labelledby="document-structure">
            <Heading as="h2" id="document-structure">
              Document structure
            </Heading>
            <ul className={styles.areaList}>
              {[...docAreas, miscArea].map((area) => (
                <li key={area.to}>
                  <Link to={area.to}>{area.label}</Link>
                  <span className={styles.areaDescription}>{areaDescriptions[area.to]}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="col col--4" aria-labelledby="popular-topics">
            <Heading as="h2" id="popular-topics">
              Popular topics
            </Heading>
            <ul>
              {popularTopics.map((topic) => (
                <li key={topic.label}>
                  <Link to={topic.to}>{topic.label}</Link>
                </li>
              ))}
            </ul>
            <Heading as="h3" id="source-code">
              Source code repositories
            </Heading>
            <ul>
              {sourceRepositories.map((repo) => (
                <li key={repo.href}>
                  <Link href={repo.href}>{repo.label}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="col col--4" aria-labelledby="recent-posts">
            <Heading as="h2" id="recent-posts">
              Recent blog posts
            </Heading>
            <RecentPosts />
            <p className={styles.blogLinks}>
              <Link to="/blog">All posts</Link>
            </p>
            <p className={styles.blogLinks}>
              <Link to="/blog/changes">Changes by release: what to fix before you upgrade</Link>
            </p>
          </section>
        </div>
      </main>
    </Layout>
  );
}
