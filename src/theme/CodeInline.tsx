/**
 * Wrapped (no option marks it): inline code without spaces is an identifier
 * (`support-chat`, `gpt-4o-mini`), and its `code-identifier` class keeps the
 * browser from splitting it at a hyphen at the end of a line (src/css/custom.css).
 * Longer runs, such as URLs, still wrap so that they fit a phone's width.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeInline from '@theme-original/CodeInline';

/** The longest identifier kept on one line: about half a phone's width in code type. */
const MAX_IDENTIFIER = 32;

export default function CodeInlineWrapper(props: ComponentProps<typeof CodeInline>): ReactNode {
  const text = React.Children.toArray(props.children).join('');
  const identifier = text.length <= MAX_IDENTIFIER && !/\s/.test(text);
  return <CodeInline {...props} className={clsx(props.className, identifier && 'code-identifier')} />;
}
