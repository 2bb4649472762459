import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import CodeInline from '@theme/CodeInline';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {
  CODE_SIGNS,
  type ChangedPage,
  type DiffBlock,
  type DiffPage,
  type FieldDiff,
  type Mark,
  type Run,
  type SectionDiff,
  type SectionGroup,
  type VersionDiffData,
} from '../../../shared/types/version-diff';

/** A release in this build: its own diff; archived ones: all diffs in one module, picked by path. */
type Props = {diff: VersionDiffData} | {diffs: Record<string, VersionDiffData>};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "2 new · 3 changed": the counts that are not zero. */
function counts(parts: Record<string, number>): string {
  return Object.entries(parts)
    .filter(([, count]) => count > 0)
    .map(([word, count]) => `${count} ${word}`)
    .join(' · ');
}

/** The id of a changed page's entry: its address without slashes (`docs-api-aichat`). */
const pageId = (page: DiffPage) => page.permalink.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9_]+/g, '-');

/** A link to a docs page: in this app, or a full page load into an archived release's own build. */
function PageLink({page, hash, children}: {page: DiffPage; hash?: string; children?: ReactNode}): ReactNode {
  const to = hash ? `${page.permalink}#${hash}` : page.permalink;
  return (
    <Link to={page.archived ? `pathname://${to}` : to} target={page.archived ? '_self' : undefined}>
      {children ?? page.title}
    </Link>
  );
}

/** A `<Since>` badge's text ("Since 1.12.0") set as the badge it is on the page, apart from the words it heads. */
function badges(text: string): ReactNode {
  return text.split(/(Since \d+\.\d+\.\d+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="changes-since">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

const BETWEEN_CODE = new RegExp(`([${CODE_SIGNS.open}${CODE_SIGNS.close}])`);

/** Marked words (the stylesheet names the marks to screen readers). In prose, spaces stay outside a mark, so no line
 * starts with a struck space, and text between CODE_SIGNS is code, set as the docs set it. Each release's text
 * opens and closes its own code: a removed word is read in the older text, an added one in the newer, an unchanged
 * one in both (shown as the newer has it). */
function Runs({runs, code = false}: {runs: Run[]; code?: boolean}): ReactNode {
  const inCode = {older: false, newer: false};
  const prose = (text: string, mark: Mark): ReactNode =>
    text.split(BETWEEN_CODE).map((part, index) => {
      if (part === CODE_SIGNS.open || part === CODE_SIGNS.close) {
        if (mark <= 0) inCode.older = part === CODE_SIGNS.open;
        if (mark >= 0) inCode.newer = part === CODE_SIGNS.open;
        return null;
      }
      if (!part) return null;
      return (mark < 0 ? inCode.older : inCode.newer) ? (
        <CodeInline key={index}>{part}</CodeInline>
      ) : (
        <React.Fragment key={index}>{badges(part)}</React.Fragment>
      );
    });
  return runs.map((run, index) => {
    if (run === null) {
      inCode.older = inCode.newer = false;
      return (
        <span key={index} className="changes-gap" title="Unchanged text left out">
          …
        </span>
      );
    }
    const [mark, text] = run;
    if (mark === 0) return <React.Fragment key={index}>{code ? text : prose(text, mark)}</React.Fragment>;
    const [, before = '', words = '', after = ''] = code ? ['', '', text, ''] : /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
    const marked = code ? words : prose(words, mark);
    return (
      <React.Fragment key={index}>
        {before}
        {mark === 1 ? <ins>{marked}</ins> : <del>{marked}</del>}
        {after}
      </React.Fragment>
    );
  });
}

/** The mark every word of a block has, when it has one: a paragraph only one release has. */
function wholeMark(runs: Run[]): 1 | -1 | undefined {
  const marks = new Set(runs.filter((run) => run !== null).map(([mark]) => mark));
  const [only] = marks;
  return marks.size === 1 && only !== 0 ? only : undefined;
}

function Block({block}: {block: DiffBlock}): ReactNode {
  if (block === null) {
    return (
      <p className="changes-muted" title="Unchanged paragraphs left out">
        ⋯
      </p>
    );
  }
  const whole = wholeMark('cells' in block ? block.cells.flat() : block.runs);
  // A block only one release has is marked as a whole, with a sign in the margin, not word by word.
  const className = clsx(whole === 1 && 'changes-added', whole === -1 && 'changes-removed') || undefined;
  if ('cells' in block) {
    return (
      <div className={clsx('changes-row', className)}>
        {block.cells.map((cell, index) => (
          <span key={index}>
            {block.columns?.[index] ? <span className="changes-column">{block.columns[index]}</span> : null}
            <Runs runs={cell} />
          </span>
        ))}
      </div>
    );
  }
  return block.code ? (
    <pre className={className}>
      <code>
        <Runs runs={block.runs} code />
      </code>
    </pre>
  ) : (
    <p className={className}>
      <Runs runs={block.runs} />
    </p>
  );
}

const STATUS: Partial<Record<SectionDiff['status'], string>> = {added: 'New section', removed: 'Removed section'};

/** One section of a changed page: its heading, linked where it is, and its marked text. */
function Section({section, page, previous}: {section: SectionDiff; page: DiffPage; previous: DiffPage}): ReactNode {
  const status = STATUS[section.status];
  const [target, hash] = section.status === 'removed' ? [previous, section.previousAnchor] : [page, section.anchor];
  return (
    <div className="changes-section">
      <Heading as="h4">
        <PageLink page={target} hash={hash}>
          {section.name}
        </PageLink>
        {status ? <span className={clsx('changes-badge', `changes-${section.status}`)}>{status}</span> : null}
      </Heading>
      {section.blocks.length > 0 ? (
        section.blocks.map((block, index) => <Block key={index} block={block} />)
      ) : (
        <p className="changes-muted">Only formatting or link addresses changed; the text reads the same.</p>
      )}
    </div>
  );
}

/** Front matter: what search and the page's metadata read, not its text. Folded. */
function FrontMatter({fields}: {fields: FieldDiff[]}): ReactNode {
  return (
    <details>
      <summary>Page metadata changed: {fields.map(({field}) => field).join(', ')}</summary>
      <dl>
        {fields.map(({field, runs}) => (
          <React.Fragment key={field}>
            <dt>{field}</dt>
            <dd>
              <Runs runs={runs} />
            </dd>
          </React.Fragment>
        ))}
      </dl>
    </details>
  );
}

function Changed({change, from, to}: {change: ChangedPage; from: string; to: string}): ReactNode {
  const {page, previous, sections, frontMatter} = change;
  const count = (status: SectionDiff['status']) => sections.filter((section) => section.status === status).length;
  const summary = {changed: count('changed'), new: count('added'), removed: count('removed')};
  return (
    <article className="changes-page" id={pageId(page)} aria-label={page.title}>
      {/* No id, so no permalink icon: the title links the page itself, the article is the anchor. */}
      <Heading as="h3">
        <PageLink page={page} />
      </Heading>
      <p className="changes-muted">
        Open it in <PageLink page={page}>{to}</PageLink> or <PageLink page={previous}>{from}</PageLink>
        {previous.title === page.title ? null : ` (titled “${previous.title}”)`}.
      </p>
      {sections.length > 0 ? (
        <details open>
          <summary>
            {plural(sections.length, 'section')}: {counts(summary)}
          </summary>
          {sections.map((section) => (
            <Section key={`${section.status}:${section.name}`} section={section} page={page} previous={previous} />
          ))}
        </details>
      ) : null}
      {frontMatter.length > 0 ? <FrontMatter fields={frontMatter} /> : null}
    </article>
  );
}

/** The pages a release added or removed in a section, each with its badge and description. */
function PageList({group, kind, badge}: {group: SectionGroup; kind: 'added' | 'removed'; badge: string}): ReactNode {
  const pages = group[kind];
  if (pages.length === 0) return null;
  return (
    <>
      <Heading as="h3" id={`${group.id}-${kind}`}>
        {kind === 'added' ? 'New pages' : 'Removed pages'}
      </Heading>
      <ul>
        {pages.map((page) => (
          <li key={page.permalink}>
            <PageLink page={page} /> <span className={`changes-badge changes-${kind}`}>{badge}</span>
            <br />
            <span className="changes-muted">{page.description}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Group({group, from, to}: {group: SectionGroup; from: string; to: string}): ReactNode {
  return (
    <section aria-labelledby={group.id}>
      <Heading as="h2" id={group.id}>
        {group.label}
      </Heading>
      <PageList group={group} kind="added" badge={`New in ${to}`} />
      <PageList group={group} kind="removed" badge={`Last in ${from}`} />
      {group.changed.map((change) => (
        <Changed key={change.page.permalink} change={change} from={from} to={to} />
      ))}
    </section>
  );
}

/** The generated page of what changed between two releases (site/plugins/version-diff/). */
export default function VersionDiffPage(props: Props): ReactNode {
  const pair = useLocation().pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const diff = 'diff' in props ? props.diff : props.diffs[pair];
  const {from, to, groups, unchanged, releaseNotes} = diff;
  const total = (kind: 'added' | 'removed' | 'changed') => groups.reduce((sum, group) => sum + group[kind].length, 0);
  const stylesheet = useBaseUrl('/css/changes.css');
  const title = `What changed from ${from} to ${to}`;
  const summary = `${plural(total('added'), 'page')} added, ${plural(total('removed'), 'page')} removed, ${plural(total('changed'), 'page')} changed and ${unchanged} unchanged.`;
  return (
    <Layout
      title={title}
      description={`The AIN documentation pages added, removed and changed between releases ${from} and ${to}, generated from the sources of both versions.`}>
      {/* Only this page uses these rules, so they stay out of the site's one stylesheet, which every page loads.
          React holds the page until the sheet has loaded, so it never shows unstyled. */}
      <link rel="stylesheet" href={stylesheet} precedence="default" />
      <main className="container margin-vert--lg changes-layout">
        <header className="markdown changes-intro">
          <Heading as="h1">{title}</Heading>
          <p>
            Generated from the documentation sources of {from} and {to} at build time. {summary} For the product changes
            themselves, read the{' '}
            {releaseNotes ? <PageLink page={releaseNotes}>release notes of {to}</PageLink> : `release notes of ${to}`}.
          </p>
          <p className="changes-muted changes-marks">
            In each changed section, <del>removed words</del> are struck through and <ins>added words</ins> underlined,
            a paragraph only one release has is marked + or − in the margin, and <span className="changes-gap">…</span>{' '}
            stands for unchanged text left out.
          </p>
        </header>
        <nav className="changes-overview" aria-label="Changes by section">
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <Link to={`#${group.id}`}>
                  {group.label}
                  <br />
                  <span className="changes-muted">
                    {counts({new: group.added.length, removed: group.removed.length, changed: group.changed.length})}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="markdown changes-marks">
          {groups.length === 0 ? <p>No page was added, removed or changed.</p> : null}
          {groups.map((group) => (
            <Group key={group.id} group={group} from={from} to={to} />
          ))}
        </div>
      </main>
    </Layout>
  );
}
