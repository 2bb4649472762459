import {type ReactNode} from 'react';

import CodeInline from '@theme/CodeInline';
import {quantityParts} from '@site/shared/facts';

/** Text whose quantities never break between the number and its unit ("60" at a line's end, "s" on the next),
 * as site/plugins/keep-together keeps those of the prose. */
export function Quantities({text}: {text: string}): ReactNode {
  return quantityParts(text).map((part, index) =>
    part.quantity ? (
      <span key={index} className="nowrap">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

/** A description written as a string, its code names in backticks (`send()`) set as code, as Markdown sets them. */
export default function Prose({text}: {text: string}): ReactNode {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) =>
      index % 2 ? <CodeInline key={index}>{part}</CodeInline> : <Quantities key={index} text={part} />,
    );
}
