/**
 * Tables of two or more columns (a column beside another is too narrow on a phone) read as cards on a phone: this
 * rehype plugin marks each `table-cards` (src/css/custom.css), gives every body cell its column's name
 * (`data-label`, shown above the cell there) and every part its table role, which the cards' `display: block`
 * would otherwise take away. At build time, so the page needs no script.
 */
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

export const CARD_COLUMNS = 2;

const children = (node: Element, tagName?: string): Element[] =>
  node.children.filter(
    (child): child is Element => child.type === 'element' && (!tagName || child.tagName === tagName),
  );

/** `table` as cards: its class, its cells' column names and its parts' roles. */
export function asCards(table: Element): void {
  const header = children(table, 'thead').flatMap((head) => children(head, 'tr'))[0];
  const names = header ? children(header).map((cell) => toString(cell).trim()) : [];
  if (names.length < CARD_COLUMNS) return;
  const classes = table.properties.className;
  table.properties.className = [...(Array.isArray(classes) ? classes : []), 'table-cards'];
  table.properties.role = 'table';
  for (const group of children(table)) {
    group.properties.role = 'rowgroup';
    for (const row of children(group, 'tr')) {
      row.properties.role = 'row';
      children(row).forEach((cell, index) => {
        cell.properties.role = cell.tagName === 'th' ? 'columnheader' : 'cell';
        if (cell.tagName !== 'th') cell.properties.dataLabel = names[index];
      });
    }
  }
}

export default function tableCards() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') asCards(node);
    });
  };
}
