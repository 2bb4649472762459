/** The numbers several pages state, once per release (facts.json): rendered by <Fact /> and <LimitsTable />, checked
 * by tests/content/facts.test.ts. Every docs page loads this module, so it holds values only. */
import {compareVersions, existsIn} from './versions';
import factsJson from './data/facts.json';

export type FactDefinition = {
  /** The value in the latest release (and the draft), as prose writes it. */
  value: string;
  /** The release that introduced the fact, when newer than 1.11.2. */
  since?: string;
  /** Values of older releases: each applies up to and including `until`. */
  earlier?: {until: string; value: string}[];
};

/** A number and its unit as prose writes them, such as "60 s" or "5,000 characters": never split across lines. */
const QUANTITY = /\d[\d,.]* (?:s|ms|KB|MB|GB|seconds?|minutes?|hours?|days?|characters|tokens|pages|dimensions)\b/g;

/** `text` cut at its quantities, in order: each part with whether it is one ("Wait ", "60 s", " at most"). */
export function quantityParts(text: string): {text: string; quantity: boolean}[] {
  const parts: {text: string; quantity: boolean}[] = [];
  let last = 0;
  for (const {0: quantity, index} of text.matchAll(QUANTITY)) {
    if (index > last) parts.push({text: text.slice(last, index), quantity: false});
    parts.push({text: quantity, quantity: true});
    last = index + quantity.length;
  }
  if (last < text.length) parts.push({text: text.slice(last), quantity: false});
  return parts;
}

export type FactName = keyof typeof factsJson;
export const facts: Record<FactName, FactDefinition> = factsJson;

export function isFactName(name: string): name is FactName {
  return Object.hasOwn(facts, name);
}

/** A fact's value in `version` ('current' is the draft), or undefined when that release lacks it. */
export function factValue(fact: FactDefinition, version: string): string | undefined {
  if (version === 'current') return fact.value;
  if (!existsIn(version, fact.since)) return undefined;
  const earlier = [...(fact.earlier ?? [])].sort((a, b) => compareVersions(a.until, b.until));
  return earlier.find((entry) => compareVersions(version, entry.until) <= 0)?.value ?? fact.value;
}
