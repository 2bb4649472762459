/** How <LimitsTable />, its only importer, describes each fact of facts.json (fact-table.json): label, area and page
 * that explains it. The type proves every fact has a row; the writer check, that each area is one of FACT_GROUPS. */
import type {FactName} from './facts';
import rows from './data/fact-table.json';

/** The areas, in the table's order. */
export const FACT_GROUPS: readonly string[] = ['Requests', 'Content', 'Retrieval', 'Queued jobs', 'Retention'];
export type FactRow = {label: string; group: string; page: string};

export const factTable: Record<FactName, FactRow> = rows;
