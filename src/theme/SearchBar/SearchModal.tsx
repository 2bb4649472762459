/** The search dialog (loaded on first use by ./index.tsx), a native modal <dialog>, full-screen on a phone:
 * a combobox listing the best pages with their matching sections and snippets, then /search with all. */
import React, {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {LABELS} from '@site/shared/constants';
import {DocType, SECTIONS_PER_PAGE, type SearchAnswer} from '@site/shared/search/engine';
import SearchEmptyState from '@site/src/search/SearchEmptyState';
import type {Section} from '@site/src/search/indexes';
import {groupByPage, markWords, marksOf, missingNote, sectionView} from '@site/src/search/results';
import {headAnswer} from '@site/src/search/headAnswer';
import {popularTasksIn} from '@site/src/search/popular';
import {SearchField} from '@site/src/search/SearchField';
import {Marked} from '@site/src/search/Marked';
import {searchAnswer, searchPageUrl} from '@site/src/search/searchByWorker';
import {closeSearch, giveBack, takeOver, type OpenState} from './store';
import {useIsMacPlatform} from './useIsMacPlatform';
import {loadSearchIndex, useSearchIndex, useSearchVersion} from './useSearchIndexLoading';
import styles from './SearchModal.lazy.module.css';

export type SearchModalProps = {open: OpenState};

/** Results asked of the engine: enough sections for the pages shown. */
const LIMIT = 60;
/** Pages shown. */
const PAGES = 8;

/** An answer; `partial` from an index's head file, before the whole index answers. */
type Answer = SearchAnswer & {query: string; sections?: Section[]; partial?: boolean};

/** One option of the listbox: a page, one of its sections, or "See all". */
type Option = {id: string; url: string; kind: 'page' | 'section' | 'all'};

const FOCUSABLE = ':is(input, button, [href], [tabindex]):not([tabindex="-1"])';

export default function SearchModal({open}: SearchModalProps): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const {version, url: versionUrl} = useSearchVersion();
  const [index] = useSearchIndex();
  const isMac = useIsMacPlatform();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer>();
  const [active, setActive] = useState(0);
  // The query whose selection the reader moved: the whole index's answer, after the head's, keeps it.
  const chosen = useRef<string | undefined>(undefined);
  const id = useId();
  const listId = `${id}-list`;

  // Open with what was typed into the opening box (or the last query, selected) before the next keystroke.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const input = inputRef.current!;
    const {value, selection} = takeOver(open);
    if (!dialog.open) dialog.showModal();
    input.value = value;
    // The text typed before the dialog existed is in the DOM, read once, here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(value);
    input.focus();
    input.setSelectionRange(...selection);
    return () => {
      if (dialog.open) dialog.close();
      giveBack(open);
    };
  }, [open]);

  // Back, Forward or a link elsewhere on the page: the dialog was about the page left.
  const location = useLocation();
  const [openedAt] = useState(location);
  useEffect(() => {
    if (location !== openedAt) closeSearch(inputRef.current?.value ?? '');
  }, [location, openedAt]);

  const typed = query.trim();
  // Until the whole index is in, the head file of the query's first letter answers first.
  const whole = index === 'ready';
  // Questions in the order asked, and the latest answered: an answer that comes after a later one's is dropped.
  const asked = useRef(0);
  const answered = useRef(0);
  useEffect(() => {
    if (!typed) return;
    const question = ++asked.current;
    const show = (result: Answer | undefined) => {
      if (!result || question < answered.current) return;
      answered.current = question;
      setAnswer(result);
      if (chosen.current === typed) return;
      // A section the engine ranks above its page's title is the option Enter opens.
      const first = result.results[0]?.type;
      setActive(first === DocType.Heading || first === DocType.Content ? 1 : 0);
    };
    const answerWhole = () =>
      searchAnswer(versionUrl, '', typed, LIMIT).then((result) => show({query: typed, ...result}));
    if (whole) void answerWhole();
    else {
      void headAnswer(versionUrl, '', typed, LIMIT).then((head) => {
        // No head, or a head that knows nothing of the query: the whole index says.
        if (head && head.results.length > 0) show({query: typed, ...head});
        else void answerWhole();
        loadSearchIndex(versionUrl);
      });
    }
  }, [typed, versionUrl, whole]);

  // Until what the reader typed is answered, the answer to its start stays listed, so the list never blanks
  // between keystrokes; it is marked busy, and Enter waits for the answer.
  const current = typed && answer && typed.startsWith(answer.query) ? answer : undefined;
  const pending = current !== undefined && current.query !== typed;
  const groups = useMemo(() => groupByPage(current?.results ?? [], current?.sections ?? []).slice(0, PAGES), [current]);
  const marks = useMemo(() => marksOf(current?.results ?? []), [current]);
  const allUrl = searchPageUrl(baseUrl, versionUrl, typed);
  // Before a query: the popular tasks, in the docs version searched.
  const tasks = useMemo(() => (typed ? [] : popularTasksIn(version)), [typed, version]);

  const options: Option[] = useMemo(() => {
    const list: Option[] = tasks.map((task, n) => ({id: `${id}-task-${n}`, url: task.to, kind: 'page'}));
    groups.forEach((group, page) => {
      list.push({id: `${id}-${page}`, url: group.title.u, kind: 'page'});
      group.hits.slice(0, SECTIONS_PER_PAGE).forEach((hit, section) => {
        list.push({id: `${id}-${page}-${section}`, url: hit.document.u + (hit.document.h ?? ''), kind: 'section'});
      });
    });
    if (groups.length > 0) list.push({id: `${id}-all`, url: allUrl, kind: 'all'});
    return list;
  }, [tasks, groups, id, allUrl]);
  const activeOption = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({block: 'nearest'});
  }, [activeOption]);

  const close = () => closeSearch(query);
  const go = (url: string) => {
    close();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog (the page behind is inert; this keeps it off the browser's own controls).
      const focusable = Array.from(dialogRef.current!.querySelectorAll<HTMLElement>(FOCUSABLE));
      const at = focusable.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? focusable.length - 1 : at - 1) : (at + 1) % focusable.length;
      event.preventDefault();
      focusable[next]?.focus();
    } else if (event.target === inputRef.current && options.length > 0) {
      const move = (to: number) => {
        event.preventDefault();
        chosen.current = typed;
        setActive((to + options.length) % options.length);
      };
      if (event.key === 'ArrowDown') move(options.indexOf(activeOption) + 1);
      else if (event.key === 'ArrowUp') move(options.indexOf(activeOption) - 1);
      else if (event.key === 'Enter' && activeOption && !pending && !event.nativeEvent.isComposing) {
        event.preventDefault();
        go(activeOption.url);
      }
    }
  };

  // A click on the backdrop (outside the dialog's box) closes it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) close();
  };

  // A plain left click opens the result in the app; others (new tab, …) the browser's.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) close();
  };

  // Each option is the link it opens (no nested controls), out of the Tab order: the arrows move through them.
  const optionProps = (option: Option) => ({
    id: option.id,
    to: option.url,
    role: 'option',
    tabIndex: -1,
    'aria-selected': option === activeOption,
    className: clsx(styles.option, styles[option.kind], option === activeOption && styles.active),
    onClick: follow,
    onMouseMove: () => option !== activeOption && setActive(options.indexOf(option)),
  });

  const loading = index !== 'ready';
  const total = current?.pages ?? groups.length;
  const shortcutHint = isMac ? LABELS.searchPlaceholderMac : LABELS.searchPlaceholder;

  return (
    // Its keys (Esc, Tab, arrows, Enter) are handled on it; its click closes it from the backdrop only.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-label="Search the documentation"
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <SearchField
            ref={inputRef}
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeOption?.id}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={loading ? LABELS.searchLoading : shortcutHint}
            data-search-state={loading ? 'loading' : 'idle'}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={styles.close} onClick={close}>
            <span className={styles.closeWide}>Esc</span>
            <span className={styles.closeNarrow}>Cancel</span>
            <span className="visually-hidden"> Close search</span>
          </button>
        </div>
        <div className={styles.body}>
          {current?.translated && (
            <p className={styles.note} data-search-translated="">
              {current.translated.map(({russian, english}) => `«${russian}» → ${english.join(', ')}`).join('; ')}
            </p>
          )}
          {current?.missing && !pending && !current.partial && current.results.length > 0 && (
            <p className={styles.note} data-search-missing="">
              {missingNote(current.missing)}
            </p>
          )}
          <div
            id={listId}
            role="listbox"
            aria-label="Results"
            className={styles.list}
            aria-busy={pending}
            data-search-answer={!current ? 'none' : pending ? 'pending' : current.partial ? 'partial' : 'whole'}>
            {tasks.length > 0 && (
              <div role="group" aria-labelledby={`${id}-tasks`} data-search-popular="">
                <span id={`${id}-tasks`} className={styles.groupLabel}>
                  Popular tasks
                </span>
                {tasks.map((task, n) => (
                  <Link key={task.to} {...optionProps(options[n]!)}>
                    {task.title}
                  </Link>
                ))}
              </div>
            )}
            {groups.map((group, page) => (
              <div key={group.title.u} role="group" aria-labelledby={`${id}-${page}`} data-search-page="">
                <Link {...optionProps(options.find((option) => option.id === `${id}-${page}`)!)}>
                  <span className={styles.pageTitle}>
                    <Marked runs={markWords(group.title.t, marks)} />
                  </span>
                  {group.section && group.section.title !== group.title.t && (
                    <>
                      {' '}
                      <span className={styles.breadcrumb}>{group.section.title}</span>
                    </>
                  )}
                </Link>
                {group.hits.slice(0, SECTIONS_PER_PAGE).map((hit, section) => {
                  const option = options.find((each) => each.id === `${id}-${page}-${section}`)!;
                  const view = sectionView(hit, group.title.t, marks);
                  return (
                    <Link key={option.id} {...optionProps(option)} data-search-section="">
                      {/* The page's opening text: its title is the option above. */}
                      {hit.document.h && (
                        <span className={styles.heading}>
                          <Marked runs={view.heading} />
                        </span>
                      )}
                      {view.text && (
                        <span className={styles.snippet} data-search-snippet="">
                          <Marked runs={view.text} />
                        </span>
                      )}
                    </Link>
                  );
                })}
              </div>
            ))}
            {groups.length > 0 && (
              <Link {...optionProps(options.at(-1)!)} data-search-all="">
                {current?.partial || pending
                  ? 'See all results'
                  : total === 1
                    ? 'See it on the search page'
                    : `See all ${total} pages`}
              </Link>
            )}
          </div>
          {current && !pending && current.results.length === 0 && (
            <div className={styles.empty}>
              <SearchEmptyState
                query={query}
                suggestion={current.suggestion}
                suggestionHref={current.suggestion ? searchPageUrl(baseUrl, versionUrl, current.suggestion) : undefined}
                sections={current.sections ?? []}
                onNavigate={(url, kind) => {
                  if (kind === 'suggestion' && current.suggestion) {
                    inputRef.current!.value = current.suggestion;
                    setQuery(current.suggestion);
                    inputRef.current!.focus();
                  } else {
                    go(url);
                  }
                }}
              />
            </div>
          )}
        </div>
        <div className={styles.legend} data-search-legend="">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> to move
          </span>
          <span>
            <kbd>↵</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
          {/* The whole index still loading, which the typed query hides in the placeholder. */}
          <span className={styles.status} role="status">
            {current?.partial ? LABELS.searchLoading : ''}
          </span>
        </div>
      </div>
    </dialog>
  );
}
