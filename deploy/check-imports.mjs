// Fails when built server code imports a package that will not load where it runs: every bare import
// of the JavaScript under the given folders (static and dynamic `import`, `export ... from`,
// `require`) must resolve from the importing file, and to the copy that the file's own package, or the
// dependency of it that declares the package, would load (a monorepo hoists other versions beside it;
// a bundler that inlines a dependency's code leaves that dependency's imports bare). Browser files
// (folders named `client`) are skipped.
//   node deploy/check-imports.mjs <built folder>...
// Run by scripts/build-frontend.mjs after the site's build and by deploy/Dockerfile in every runtime
// image after its production install, so an image that would crash on a missing or wrong package
// (issue 22, D3) is not built at all. Exit 1 with one line per problem.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules, findPackageJSON } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The import forms of built code, each with the specifier in group 2: a static `import`/`export ...
 * from` (the statement must start with import or export: a word "from" inside a string, such as
 * SQL, is not one), a bare `import "x"`, a dynamic `import("x")` and `require("x")`, the last two
 * with a string literal as their only argument. Relative and absolute paths are not packages.
 */
const IMPORTS = [
  /(?:^|[;}\n])\s*(?:import|export)\b[^;'"`]*?\bfrom\s*(["'])([^"'./][^"']*)\1/g,
  /(?:^|[;}\n])\s*import\s*(["'])([^"'./][^"']*)\1/g,
  /\bimport\s*\(\s*(["'])([^"'./][^"']*)\1\s*\)/g,
  /\brequire\s*\(\s*(["'])([^"'./][^"']*)\1\s*\)/g,
];
const specifiersOf = (text) => IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[2]));

/** Every .js/.mjs/.cjs file under `dir`, browser folders left out. */
function scripts(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'client' || entry.name === 'node_modules' ? [] : scripts(full);
    return /\.(m|c)?js$/.test(entry.name) ? [full] : [];
  });
}

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const isBuiltin = (name) => name.startsWith('node:') || builtinModules.includes(name);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The package.json a bare name resolves to from `base` (a file), or undefined when it does not resolve. */
function resolvePackage(name, base) {
  try {
    return findPackageJSON(name, pathToFileURL(base));
  } catch {
    return undefined;
  }
}

/** The package a bare name means in the file that imports it: the copy that the nearest package.json
 * declaring it (the file's own package, or one of that package's dependencies) would load. */
function expectedFor(name, ownerManifestPath, cache) {
  const key = `${ownerManifestPath}\0${name}`;
  if (cache.has(key)) return cache.get(key);
  const manifest = readJson(ownerManifestPath);
  const direct = { ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies };
  let found;
  if (direct[name]) found = { owner: manifest.name, file: resolvePackage(name, ownerManifestPath) };
  else {
    for (const dependency of Object.keys(direct)) {
      const dependencyManifest = resolvePackage(dependency, ownerManifestPath);
      if (!dependencyManifest) continue;
      const declared = readJson(dependencyManifest);
      if ({ ...declared.dependencies, ...declared.optionalDependencies, ...declared.peerDependencies }[name]) {
        found = { owner: dependency, file: resolvePackage(name, dependencyManifest) };
        break;
      }
    }
  }
  cache.set(key, found);
  return found;
}

/** Problems of the built code under `folders`, as readable lines. */
export function checkImports(folders) {
  const cache = new Map();
  const problems = new Map();
  const rel = (file) => path.relative(process.cwd(), file);
  for (const folder of folders) {
    for (const file of scripts(folder)) {
      const owner = findPackageJSON(pathToFileURL(file));
      for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
        const name = packageName(specifier);
        if (isBuiltin(name) || problems.has(`${owner}\0${name}`)) continue;
        const actual = resolvePackage(name, file);
        const want = expectedFor(name, owner, cache);
        let problem;
        if (!actual) problem = `${name}: imported by ${rel(file)}, not installed where it runs`;
        else if (!want) problem = `${name}: imported by ${rel(file)}, declared by neither ${rel(owner)} nor its dependencies`;
        else if (want.file !== actual)
          problem = `${name}: imported by ${rel(file)} loads ${rel(actual)}, but ${want.owner} declares ${want.file ? rel(want.file) : 'a copy that is not installed'}`;
        if (problem) problems.set(`${owner}\0${name}`, problem);
      }
    }
  }
  return [...problems.values()];
}

if (import.meta.main) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error('usage: node deploy/check-imports.mjs <built folder>...');
    process.exit(2);
  }
  const problems = checkImports(folders.map((f) => path.resolve(f)));
  if (problems.length) {
    console.error(`check-imports: ${problems.length} import(s) in ${folders.join(' ')} will not load as built:`);
    for (const line of problems) console.error(`  - ${line}`);
    process.exit(1);
  }
  console.log(`check-imports: every package that ${folders.join(' ')} imports loads as declared`);
}
