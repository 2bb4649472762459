import React, {type ReactNode, useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import {markdownTwinPath} from '@site/shared/markdown-twin';
import styles from './styles.module.css';

type Props = {
  /** The docs page's own URL; its Markdown twin is derived from it. */
  permalink: string;
};

type Status = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copied: 'Page copied as Markdown.',
  failed: 'Could not copy the page. Open it as Markdown instead.',
};

/** Copies the page's Markdown twin to the clipboard. */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  // A promise keeps the write inside the click, as Safari requires; others get the text once loaded.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))}),
      ]);
      return;
    } catch {
      // Fall through to writeText, e.g. where promised clipboard items are unsupported.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** "Copy page as Markdown" and a link to the page's Markdown twin (site/plugins/llms-txt/), for AI assistants. */
export default function CopyPageMarkdown({permalink}: Props): ReactNode {
  const twin = markdownTwinPath(permalink);
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.action, styles.copy)}
        onClick={() => {
          copyMarkdown(twin).then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          );
        }}>
        <span className={styles.label}>{status === 'copied' ? 'Copied' : 'Copy page as Markdown'}</span>
      </button>
      {/* pathname:// links a static file rather than a page route. */}
      <Link
        className={clsx('button button--sm button--outline button--secondary', styles.action, styles.view)}
        to={`pathname://${twin}`}
        target="_self"
        type="text/markdown">
        <span className={styles.label}>View as Markdown</span>
      </Link>
      <span className={styles.status} role="status">
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
