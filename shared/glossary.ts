/** The platform's glossary with Russian equivalents (readers search in Russian), glossary.json, rendered by
 * <Glossary />. */
import terms from './data/glossary.json';

export type GlossaryTerm = {
  term: string;
  russian: string;
  meaning: string;
  /** Doc path inside a version, e.g. `getting-started/nexuses`. */
  page: string;
  /** The release that introduced the term, when newer than 1.11.2. */
  since?: string;
  /** How prose writes the term otherwise: forms the writer check counts as uses, plurals included. */
  forms?: string[];
  /** Only in this case (a name such as Nexus); otherwise in any case. */
  matchCase?: boolean;
  /** Words that, just before a form, make it another thing's name ("AI" before Nexus: the product). */
  notAfter?: string[];
  /** Words that, just after a form, make it another term ("definition" after vector collection). */
  notBefore?: string[];
  /** Pages a first use may link instead of `page`: pages of one kind of the thing. */
  alsoLinks?: string[];
};

export const glossary: GlossaryTerm[] = terms;
