/**
 * Swizzled (wrap): the theme gives every token of a highlighted line its own
 * element, even the plain text between the coloured ones, which has no class
 * a style uses and no colour of its own. A code-heavy page such as an API
 * reference then draws a quarter of its elements for nothing, and the browser
 * styles and lays out each before the first paint. Plain tokens are written
 * as text; every other token keeps the theme's element.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';

type Props = ComponentProps<typeof Token>;

export default function CodeBlockLineToken(props: Props): ReactNode {
  const {types} = props.token;
  return types.length === 1 && types[0] === 'plain' ? props.children : <Token {...props} />;
}
