/** Swizzled (wrap): plain tokens as text, not elements no style uses, which are a quarter of a code-heavy
 * page's elements to lay out before the first paint. */
import React, {type ComponentProps, type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';

type Props = ComponentProps<typeof Token>;

export default function CodeBlockLineToken(props: Props): ReactNode {
  const {types} = props.token;
  return types.length === 1 && types[0] === 'plain' ? props.children : <Token {...props} />;
}
