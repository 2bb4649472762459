import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';

import {SearchIcon} from '@site/src/theme/SearchBar/SearchIcon';

import styles from './SearchField.module.css';

/** The query field of the search dialog and of /search; `className` places the field, the rest go to the input. */
export function SearchField({className, ...input}: Omit<ComponentProps<'input'>, 'type'>): ReactNode {
  return (
    <div className={clsx(styles.field, className)}>
      <SearchIcon className={styles.icon} />
      <input {...input} type="search" className={styles.input} />
    </div>
  );
}
