/**
 * shared/data/*.json against the types the site reads it as: each export of shared/ declared with a type and made of
 * a data file (`export const glossary: GlossaryTerm[] = terms`). A key misspelt or missing, or a value of the wrong
 * kind, reaches the site without an error: the build does not check types, and TypeScript itself lets a misspelt
 * optional key through.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {collectAll, type Problem} from '../problems';
import {jsonLine, REPO} from '../sources';
import {siteProgram} from '../typescript';

type Place = (string | number)[];
type Data = {file: string; at: Place; module: string; type: ts.Type};

let typed: {checker: ts.TypeChecker; data: Data[]} | undefined;

/** The typed exports of shared/ that hold a data file, or a part of one (`data.permissions`). */
function typedData() {
  if (typed) return typed;
  const {program: compiled, checker, dataModules: modules} = siteProgram();
  const data = modules.flatMap((module) => {
    const source = compiled.getSourceFile(module)!;
    const files = new Map<string, string>();
    for (const statement of source.statements.filter(ts.isImportDeclaration)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      const local = statement.importClause?.name?.text;
      const file = path
        .relative(REPO, path.resolve(path.dirname(module), from))
        .split(path.sep)
        .join('/');
      if (local && file.startsWith('shared/data/')) files.set(local, file);
    }
    return source.statements
      .filter(ts.isVariableStatement)
      .flatMap((statement) => [...statement.declarationList.declarations])
      .flatMap((declaration): Data[] => {
        const at: Place = [];
        let value = declaration.initializer;
        for (; value && ts.isPropertyAccessExpression(value); value = value.expression) at.unshift(value.name.text);
        const file = value && ts.isIdentifier(value) ? files.get(value.text) : undefined;
        if (!file || !declaration.type) return [];
        const name = path.relative(REPO, module).split(path.sep).join('/');
        return [{file, at, module: name, type: checker.getTypeFromTypeNode(declaration.type)}];
      });
  });
  return (typed = {checker, data});
}

type Mismatch = {at: Place; key?: 'key'; problem: string; fix: string};

/** A place in a data file as a writer finds it: `permissions[2].roles`. */
const placeText = (at: Place) =>
  at
    .map((step, index) =>
      typeof step === 'number' || !/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(step)
        ? `[${JSON.stringify(step)}]`
        : index
          ? `.${step}`
          : step,
    )
    .join('') || 'the file';

/** A type as a writer of JSON writes its value; other types by their name in `module`. */
const PLAIN: Record<string, string> = {
  string: 'text in quotes',
  'string[]': 'a list of texts in quotes, ["…"]',
  number: 'a number',
  boolean: 'true or false',
};

const plain = (checker: ts.TypeChecker, type: ts.Type): string => {
  const name = checker.typeToString(type);
  if (PLAIN[name] || !type.isUnion() || type.flags & ts.TypeFlags.BooleanLike) return PLAIN[name] ?? name;
  return type.types.map((member) => plain(checker, member)).join(' or ');
};

const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? 'a list'
    : value === undefined
      ? 'missing'
      : value === null
        ? 'null'
        : typeof value === 'string'
          ? 'text'
          : `a ${typeof value}`;

/** What keeps `value` from being a `type`, each at its place in the data: none when it is one. */
function mismatches(checker: ts.TypeChecker, value: unknown, type: ts.Type, at: Place, module: string): Mismatch[] {
  const wrongKind = (): Mismatch[] => {
    const wants = plain(checker, type);
    return [
      {
        at,
        problem: `${placeText(at)} is ${kindOf(value)}, where the site reads ${wants}`,
        fix: `write ${wants} (${module})`,
      },
    ];
  };
  if (type.flags & ts.TypeFlags.Undefined) return value === undefined ? [] : wrongKind();
  // An optional key's type is `T | undefined`: a value given is a T, and is checked as one, inside too.
  const given = value === undefined ? type : checker.getNonNullableType(type);
  if (given !== type) return mismatches(checker, value, given, at, module);
  if (type.flags & ts.TypeFlags.BooleanLike) return typeof value === 'boolean' ? [] : wrongKind();
  if (type.flags & ts.TypeFlags.StringLike) return typeof value === 'string' ? [] : wrongKind();
  if (type.flags & ts.TypeFlags.NumberLike) return typeof value === 'number' ? [] : wrongKind();
  if (type.isUnion()) {
    const fits = type.types.some((member) => mismatches(checker, value, member, at, module).length === 0);
    return fits ? [] : wrongKind();
  }
  if (checker.isArrayType(type)) {
    if (!Array.isArray(value)) return wrongKind();
    const [item] = checker.getTypeArguments(type as ts.TypeReference);
    return value.flatMap((entry, index) => mismatches(checker, entry, item!, [...at, index], module));
  }
  // Any other type (unknown, any) takes every value.
  if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrongKind();
  const properties = new Map(checker.getPropertiesOfType(type).map((property) => [property.name, property]));
  const anyKey = checker.getIndexTypeOfType(type, ts.IndexKind.String);
  const found: Mismatch[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const property = properties.get(key);
    const keyType = property ? checker.getTypeOfSymbol(property) : anyKey;
    if (keyType) found.push(...mismatches(checker, entry, keyType, [...at, key], module));
    else {
      const named = [...properties.keys()];
      const some = named.length > 12 ? `${named.slice(0, 12).join(', ')}, …` : named.join(', ');
      const problem = `${placeText(at)} has the key "${key}", which the site does not read: its value is never shown`;
      found.push({at: [...at, key], key: 'key', problem, fix: `name one of ${some} (${module})`});
    }
  }
  for (const [key, property] of properties) {
    if (property.flags & ts.SymbolFlags.Optional || key in value) continue;
    const wants = checker.typeToString(checker.getTypeOfSymbol(property));
    found.push({
      at,
      problem: `${placeText(at)} lacks "${key}", which the site reads`,
      fix: `add "${key}", ${PLAIN[wants] ?? `a ${wants}`} (${module})`,
    });
  }
  return found;
}

/** `read`: a data file's text, by its path in the repository. */
export function dataShapeRules(read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8')): Problem[] {
  const {checker, data} = typedData();
  return collectAll((report) => {
    for (const {file, at, module, type} of data) {
      const text = read(file);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        continue; // The formatting check says where the JSON breaks.
      }
      for (const step of at) value = (value as Record<string, unknown> | undefined)?.[step];
      for (const {at: place, key, problem, fix} of mismatches(checker, value, type, at, module)) {
        report(file, jsonLine(text, place, key), problem, fix);
      }
    }
  });
}
