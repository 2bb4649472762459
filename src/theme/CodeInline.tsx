/** Wrapped (no option marks it): code never splits at a hyphen (`gpt-4o-mini`). Inline code keeps to one
 * line; longer code (spaces, commas, over MAX_IDENTIFIER) is `code-wrap`, wrapping at spaces and at <wbr>
 * after commas, slashes and dots, so it fits a phone; a part with a hyphen is a `code-part`, kept whole. */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeInline from '@theme-original/CodeInline';

/** The longest identifier kept on one line: about half a phone's width in code type. */
const MAX_IDENTIFIER = 32;

/** Where longer code may also wrap: after a comma, slash or dot (and a query's ? & =), never inside a number
 * (`5,000`, `1.12.0`) nor before a file's extension (`gateway.md`). */
const BREAK_AFTER = /(?<=[,/.?&=])(?=[^,/.?&=])(?!(?<=\d[,.])\d)(?!(?<=\.)\w{1,4}$)/;

export default function CodeInlineWrapper(props: ComponentProps<typeof CodeInline>): ReactNode {
  const children = React.Children.toArray(props.children);
  if (!children.every((child) => typeof child === 'string')) return <CodeInline {...props} />;
  const text = children.join('');
  if (text.length <= MAX_IDENTIFIER && !/[\s,]/.test(text)) return <CodeInline {...props} />;
  // Spaces stay as they are, places to wrap; each word between them is kept whole between its breaks.
  return (
    <CodeInline {...props} className={clsx(props.className, 'code-wrap')}>
      {text.split(/(\s+)/).map((word, index) =>
        /^\s*$/.test(word) ? (
          word
        ) : (
          <React.Fragment key={index}>
            {word.split(BREAK_AFTER).map((part, at) => (
              <React.Fragment key={at}>
                {at > 0 && <wbr />}
                {/[-‐–—]/.test(part) ? <span className="code-part">{part}</span> : part}
              </React.Fragment>
            ))}
          </React.Fragment>
        ),
      )}
    </CodeInline>
  );
}
