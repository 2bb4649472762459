import React, {type ReactNode} from 'react';

import HomeIcon from '@site/src/components/HomeIcon';
import styles from './styles.module.css';

/** A box below the AIN application: what it calls, and how (the label on the arrow to it). */
const BESIDE = [
  {icon: 'queue', name: 'RabbitMQ consumer', what: <code>ain.jobs</code>, edge: 'long jobs'},
  {icon: 'providers', name: 'AI providers', what: 'OpenAI, Azure OpenAI, OpenAI-compatible', edge: 'prompts'},
  {icon: 'database', name: 'Vector database', what: 'Qdrant or pgvector', edge: 'search'},
];

/** What AIN does, as the technical docs' architecture: a list of boxes in a request's order, each with its
 * arrow's label, so the drawing reads as its own description; the style sheet draws the arrows. */
export default function Diagram(): ReactNode {
  return (
    <figure className={styles.diagram} aria-labelledby="how-ain-works">
      <figcaption id="how-ain-works">How AIN works</figcaption>
      <ul>
        <li>
          <strong>Your instance</strong>
          <ul>
            {['Widgets', 'AI forms', 'Workflow AI steps', 'Scripts'].map((caller) => (
              <li key={caller}>{caller}</li>
            ))}
          </ul>
        </li>
        <li>
          <small>call a Nexus by name</small>
          <strong>
            <HomeIcon name="nexus" />
            AIN application <code>x_ain</code>
          </strong>
          <ul>
            {['support-chat', 'embed-default', 'speech-default'].map((nexus) => (
              <li key={nexus}>
                <code>{nexus}</code>
              </li>
            ))}
          </ul>
        </li>
        {BESIDE.map(({icon, name, what, edge}) => (
          <li key={name}>
            <small>{edge}</small>
            <strong>
              <HomeIcon name={icon} />
              {name}
            </strong>
            <span>{what}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
