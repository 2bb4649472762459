/** How <LimitsTable />, its only importer, describes each fact of facts.json (fact-table.json): label, area and page
 * that explains it. */
import type {FactName} from './facts';
import rows from './data/fact-table.json';

/** The areas, in the table's order. */
export const FACT_GROUPS = ['Requests', 'Content', 'Retrieval', 'Queued jobs', 'Retention'] as const;
type FactGroup = (typeof FACT_GROUPS)[number];
export type FactRow = {label: string; group: FactGroup; page: string};

// The type proves every fact has a row; the loop, that each row names an area of FACT_GROUPS.
export const factTable = rows satisfies Record<FactName, {label: string; group: string; page: string}> as Record<
  FactName,
  FactRow
>;
for (const [name, row] of Object.entries(factTable)) {
  if (!FACT_GROUPS.includes(row.group)) throw new Error(`fact-table.json: ${name} has no area of ${FACT_GROUPS}`);
}
