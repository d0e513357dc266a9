// Every step definition uses each argument it takes (issue 26): a step that names Ben acts as Ben,
// a size picks the option, a title must name the thing. Reads features/steps/*.ts with TypeScript's
// parser and lists each Given/When/Then whose function leaves a parameter unused. Exit 1 on any.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const dir = path.join(process.cwd(), 'features/steps');
const STEP = new Set(['Given', 'When', 'Then', 'defineStep']);

function usedNames(body) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(body);
  return names;
}

function paramNames(param) {
  const names = [];
  const collect = (name) => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) collect(element.name);
  };
  collect(param.name);
  return names;
}

const problems = [];
let steps = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
  const source = ts.createSourceFile(file, readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && STEP.has(node.expression.text)) {
      const fn = node.arguments.at(-1);
      if (fn && (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn))) {
        steps += 1;
        const used = usedNames(fn.body);
        const unused = fn.parameters.flatMap(paramNames).filter((name) => name !== 'this' && !used.has(name));
        if (unused.length > 0) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          const pattern = node.arguments[0]?.getText(source).slice(0, 90);
          problems.push(`features/steps/${file}:${line + 1} ${pattern} ignores ${unused.join(', ')}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length > 0) {
  console.error(`${problems.length} of ${steps} step definitions ignore an argument:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${steps} step definitions, each using every argument it takes`);
