/**
 * Stands in for @docusaurus/core/lib/client/prefetch (see ./index.ts): the same `<link rel="prefetch">`, or a
 * request where the browser has no prefetch, but at most once per URL, never for a file the page already has, and
 * added while the main thread is idle rather than in the task that saw the links scroll into view.
 */
const requested = new Map<string, Promise<void>>();

function supportsPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject();
    document.head.appendChild(link);
  });
}

function requestPrefetch(url: string): Promise<void> {
  return fetch(url, {credentials: 'include'}).then((response) => {
    if (!response.ok) throw new Error(String(response.status));
  });
}

let strategy: ((url: string) => Promise<void>) | undefined;

/** Work waiting for an idle moment, run a few milliseconds at a time. */
const waiting: (() => void)[] = [];
type Deadline = Pick<IdleDeadline, 'timeRemaining'>;
const whenIdle =
  typeof requestIdleCallback === 'function'
    ? (callback: (deadline: Deadline) => void) => requestIdleCallback(callback, {timeout: 2000})
    : (callback: (deadline: Deadline) => void) => setTimeout(() => callback({timeRemaining: () => 4}), 50);

function runWaiting(deadline: Deadline): void {
  do {
    waiting.shift()!();
  } while (waiting.length > 0 && deadline.timeRemaining() > 2);
  if (waiting.length > 0) whenIdle(runWaiting);
}

/**
 * Whether the page already has the file: loaded (its resource timing entry) or loading (the chunk's script
 * element, which the bundler removes once it has run). Routes share chunks with the page being read, and a second
 * request for them is waste; without link prefetch, Safari may also fail the fetch of a script it is loading.
 */
function alreadyLoaded(url: string): boolean {
  const absolute = new URL(url, document.baseURI).href;
  return (
    performance.getEntriesByName(absolute).length > 0 ||
    Array.from(document.scripts).some((script) => script.src === absolute)
  );
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || alreadyLoaded(url)) return Promise.resolve();
  const fetchOnce = (strategy ??= supportsPrefetch() ? linkPrefetch : requestPrefetch);
  let promise = requested.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      // The link is added here, in the idle callback's time slice.
      const start = () => resolve(fetchOnce(url));
      if (waiting.push(start) === 1) whenIdle(runWaiting);
    })
      // 404s are logged to the console anyway.
      .catch(() => {});
    requested.set(url, promise);
  }
  return promise;
}
