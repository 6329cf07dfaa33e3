/**
 * The library's public surface, pinned: every name `import … from 'mathhammer'` gives, with its kind and
 * TypeScript signature, as the compiler sees src/api/index.ts. A change to the API shows as a diff of
 * test/golden/api-surface.txt (UPDATE_GOLDEN=1 rewrites it), so it is always deliberate.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, it } from 'vitest';
import { expectGolden } from '../report/golden.js';

const ENTRY = fileURLToPath(new URL('../../src/api/index.ts', import.meta.url));

function surface(): string {
  const program = ts.createProgram([ENTRY], { strict: true, exactOptionalPropertyTypes: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true, skipLibCheck: true, types: ['node'] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ENTRY)!;
  const module = checker.getSymbolAtLocation(source)!;
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;
  return checker
    .getExportsOfModule(module)
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = exported.getName();
      if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class)) {
        const kind = symbol.flags & ts.SymbolFlags.Class ? 'class' : symbol.flags & ts.SymbolFlags.Function ? 'function' : 'const';
        return `${kind} ${name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, source), undefined, flags)}`;
      }
      return `type ${name} = ${checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, flags | ts.TypeFormatFlags.InTypeAlias)}`;
    })
    // types from other modules are named without the (machine-dependent) path of their module
    .map((line) => line.replace(/import\("[^"]*"(?:, \{ with: \{ "resolution-mode": "import" \} \})?\)\./g, ''))
    .sort()
    .join('\n')
    .concat('\n');
}

describe('the public API', () => {
  it('exports exactly the names and signatures pinned in test/golden/api-surface.txt', () => {
    expectGolden('api-surface.txt', surface());
  });
});
