/**
 * Swizzled (wrap) so the syntax highlighter (Prism and its grammars, the
 * largest part of the main bundle after React) is not part of every page's
 * first load, and costs a phone nothing while the reader only reads.
 *
 * Code blocks are server-rendered with their highlighting as usual. On the
 * page the reader opened, each block keeps that server HTML as it is
 * (hydrated as inert HTML, so nothing flickers, moves or mismatches) until the
 * reader reaches for it: the pointer enters it, a finger or button presses on
 * it, or it takes keyboard focus. Then the theme's component (./Loaded) is
 * loaded and takes over, adding the copy and word-wrap buttons, which the
 * theme keeps invisible until then anyway. A touch screen has no hover to
 * announce a tap on the copy button, so there each block takes over as it
 * nears the viewport instead. On pages reached by client-side navigation the
 * blocks render as soon as it is loaded, with the plain code shown meanwhile,
 * and the heading the address names stays where the router scrolled it.
 *
 */
import React, {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import type CodeBlockType from '@theme-original/CodeBlock';
// The theme's code block in the server bundle only (site/plugins/lean-bundle).
import ServerCodeBlock from '@ain-ssr/CodeBlock';

type Props = ComponentProps<typeof CodeBlockType>;

let Loaded: ComponentType<Props> | undefined;
let loading: Promise<void> | undefined;
function load(): Promise<void> {
  loading ??= import('./Loaded').then((module) => {
    Loaded = module.default;
  });
  return loading;
}

/**
 * Where the heading the address names stood once the router scrolled to it,
 * while the blocks above it still showed their plain code: their highlighted
 * form is not as tall, and the heading must not move when it replaces them.
 */
let anchor: {target: HTMLElement; top: number; scrollY: number} | undefined;

function noteAnchor(): void {
  if (anchor?.target.isConnected) return;
  const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  anchor = target ? {target, top: target.getBoundingClientRect().top, scrollY: window.scrollY} : undefined;
}

/** Once the blocks have their height: the heading back where it stood, unless the reader has scrolled since. */
function restoreAnchor(): void {
  if (anchor && window.scrollY === anchor.scrollY && anchor.target.isConnected) {
    window.scrollBy(0, anchor.target.getBoundingClientRect().top - anchor.top);
  }
  anchor = undefined;
}

/** How far below (or above) the viewport a block starts loading on a touch screen. */
const LOAD_MARGIN = '600px 0px';

export default function CodeBlock(props: Props): ReactNode {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The server's HTML of this block, when the page was server-rendered with it.
  const [serverHtml] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML,
  );
  const [live, setLive] = useState(serverHtml === undefined);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // The reader reaches for the block: load, then take over without blocking
  // input (a transition).
  const takeOver = useCallback(() => {
    void load().then(() => startTransition(() => setLive(true)));
  }, []);

  // A touch screen: take over near the viewport, so the first tap on a button works.
  useEffect(() => {
    const element = ref.current;
    if (live || !element || !window.matchMedia('(hover: none)').matches) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          takeOver();
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [live, takeOver]);

  // Rendered in the browser without server HTML (a page reached by
  // client-side navigation): load now, keeping the heading it scrolled to in place.
  const waited = useRef(false);
  useEffect(() => {
    if (live && !Loaded) {
      waited.current = true;
      noteAnchor();
      void load().then(rerender);
    }
  }, [live]);
  useIsomorphicLayoutEffect(() => {
    if (waited.current && Loaded) {
      waited.current = false;
      restoreAnchor();
    }
  });

  if (typeof document === 'undefined') {
    return (
      <div data-code-block={id}>
        <ServerCodeBlock {...props} />
      </div>
    );
  }
  if (!live) {
    // This block's own server-rendered HTML, kept as is until it is needed.
    return (
      <div
        key="server"
        ref={ref}
        data-code-block={id}

        onPointerEnter={takeOver}
        onPointerDown={takeOver}
        onFocus={takeOver}
        dangerouslySetInnerHTML={{__html: serverHtml ?? ''}}
      />
    );
  }
  return (
    <div key="live" data-code-block={id}>
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        <div className="theme-code-block">
          <pre className={props.className}>
            <code>{props.children}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
