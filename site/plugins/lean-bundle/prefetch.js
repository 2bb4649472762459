/**
 * Stands in for @docusaurus/core/lib/client/prefetch (see ./index.ts): the
 * same `<link rel="prefetch">`, or a request where the browser has no
 * prefetch, but at most once per URL, never for a file the page already
 * has, and added while the main thread is idle rather than in the task that
 * saw the links scroll into view.
 */
const requested = new Map();

function supportsPrefetch() {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function linkPrefetch(url) {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject();
    document.head.appendChild(link);
  });
}

function requestPrefetch(url) {
  return fetch(url, {credentials: 'include'}).then((response) => {
    if (!response.ok) throw new Error(String(response.status));
  });
}

let strategy;

/** Work waiting for an idle moment, run a few milliseconds at a time. */
const waiting = [];
const whenIdle =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, {timeout: 2000})
    : (callback) => setTimeout(() => callback({didTimeout: true, timeRemaining: () => 4}), 50);

function runWaiting(deadline) {
  do {
    waiting.shift()();
  } while (waiting.length > 0 && deadline.timeRemaining() > 2);
  if (waiting.length > 0) whenIdle(runWaiting);
}

/**
 * Whether the page already has the file: loaded (its resource timing entry)
 * or loading (the chunk's script element, which the bundler removes once the
 * script has run). Routes share chunks with the page being read, and a second
 * request for them is waste; where the browser has no link prefetch, Safari's
 * engine may also fail the fetch of a script it is loading, and log it.
 * @param {string} url
 */
function alreadyLoaded(url) {
  const absolute = new URL(url, document.baseURI).href;
  return (
    performance.getEntriesByName(absolute).length > 0 ||
    Array.from(document.scripts).some((script) => script.src === absolute)
  );
}

/** @param {string} url @returns {Promise<void>} */
export default function prefetch(url) {
  if (typeof document === 'undefined' || alreadyLoaded(url)) return Promise.resolve();
  strategy ??= supportsPrefetch() ? linkPrefetch : requestPrefetch;
  let promise = requested.get(url);
  if (!promise) {
    promise = new Promise((resolve) => {
      // The link is added here, in the idle callback's time slice.
      const start = () => resolve(strategy(url));
      if (waiting.push(start) === 1) whenIdle(runWaiting);
    })
      // 404s are logged to the console anyway.
      .catch(() => {});
    requested.set(url, promise);
  }
  return promise;
}
