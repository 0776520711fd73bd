/**
 * Marks every script a page loads at its start (the chunks that can be initial) with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad` (Chromium 136 and later; others ignore a
 * comment). Nearly all of their functions run while the page starts and hydrates; unmarked, V8
 * compiles each on the main thread when it is first called, marked, it compiles them on a
 * background thread while the script streams in. Measured through Lighthouse on this stack:
 * blocking time and performance better on every route (bench/FINDINGS.md).
 *
 * Added after minification (which would drop the comment) and before the content hashes are made
 * (so a file's name still follows its bytes).
 */
const HINT = '//# allFunctionsCalledOnLoad\n'

// The little of webpack used here (Next passes its own bundled webpack, typed `any`).
type Webpack = {
  Compilation: { PROCESS_ASSETS_STAGE_DEV_TOOLING: number }
  sources: { ConcatSource: new (...parts: unknown[]) => unknown }
}
type Compilation = {
  chunks: Iterable<{ canBeInitial(): boolean; files: Iterable<string> }>
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } }
  updateAsset(file: string, update: (source: unknown) => unknown): void
}
type Compiler = { hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } } }

export function eagerCompileHints(webpack: Webpack) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('EagerCompileHints', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'EagerCompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
          () => {
            for (const chunk of compilation.chunks) {
              if (!chunk.canBeInitial()) continue
              for (const file of chunk.files) {
                if (!file.endsWith('.js')) continue
                compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(HINT, source))
              }
            }
          },
        )
      })
    },
  }
}
