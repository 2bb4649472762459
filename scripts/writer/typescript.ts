/**
 * The site's types as the writer check reads them: one TypeScript program over the modules of shared/ that type a
 * data file and the shared components pages use (src/components/<Name>/index.tsx), compiled once per run.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {REPO} from './sources';

/** A module of shared/ that imports one of shared/data/'s files. */
const typesData = (file: string) =>
  file.endsWith('.ts') && /from '[./]+\/data\/.+\.json'/.test(fs.readFileSync(file, 'utf8'));

type SiteProgram = {program: ts.Program; checker: ts.TypeChecker; dataModules: string[]};
let compiled: SiteProgram | undefined;

export function siteProgram(): SiteProgram {
  if (compiled) return compiled;
  const shared = path.join(REPO, 'shared');
  const dataModules = fs
    .readdirSync(shared, {recursive: true, encoding: 'utf8'})
    .map((name) => path.join(shared, name))
    .filter(typesData);
  const components = fs
    .readdirSync(path.join(REPO, 'src/components'))
    .map((name) => path.join(REPO, 'src/components', name, 'index.tsx'))
    .filter((file) => fs.existsSync(file));
  const options: ts.CompilerOptions = {
    resolveJsonModule: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
  };
  // The site's own files and React's types hold every type the check reads. The program follows no other package,
  // so it stays small enough for the writer's command; their names read as any.
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({text}) =>
      text.startsWith('.') || /^react(\/|$)/.test(text)
        ? ts.resolveModuleName(text, containingFile, options, host)
        : {resolvedModule: undefined},
    );
  const program = ts.createProgram({rootNames: [...dataModules, ...components], options, host});
  return (compiled = {program, checker: program.getTypeChecker(), dataModules});
}

/** The props of a shared component (src/components/<name>), each with whether it is required, as the type of its
 * default export's first parameter gives them; undefined where it is no such component or its type lists no props of its own. */
export function componentProps(name: string): Map<string, boolean> | undefined {
  const {program, checker} = siteProgram();
  const source = program.getSourceFile(path.join(REPO, 'src/components', name, 'index.tsx'));
  const component = source?.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) &&
      Boolean(statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)),
  );
  if (!component) return undefined;
  const [props] = component.parameters;
  if (!props) return new Map();
  const type = checker.getTypeAtLocation(props);
  // A type the program cannot see (any), one that takes any key, a choice of shapes, or a package's (a <table>'s
  // attributes) names no short list of props to hold a page to.
  const open = type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown) || checker.getIndexInfosOfType(type).length;
  const properties = type.getProperties();
  const inPackage = (property: ts.Symbol) =>
    property.declarations?.some((declaration) => declaration.getSourceFile().fileName.includes('/node_modules/'));
  if (open || type.isUnion() || properties.some(inPackage)) return undefined;
  return new Map(properties.map((property) => [property.name, !(property.flags & ts.SymbolFlags.Optional)]));
}
