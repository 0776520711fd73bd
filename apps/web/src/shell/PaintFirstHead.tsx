import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'
import { Head } from 'next/document'
import type { ReactElement } from 'react'
import { PAGE_SCRIPTS_ID, PAINT_FIRST_LOADER } from './paintFirstLoader.ts'

type DocumentFiles = Parameters<Head['getScripts']>[0]
type ScriptElement = ReactElement<{ src?: string }> | null

/**
 * Next's `Head`, with the page's scripts (the chunks Next would write as `defer` scripts, dynamic
 * ones first, as Next orders them) replaced by their list and the loader that starts them after
 * the first paint (paintFirstLoader.ts). Should a script come without a `src` (an inline one),
 * Next's own tags are kept.
 */
export class PaintFirstHead extends Head {
  override getDynamicChunks(_files: DocumentFiles): ScriptElement[] {
    return [] // listed by getScripts, in their place
  }

  override getScripts(files: DocumentFiles) {
    const scripts = [...super.getDynamicChunks(files), ...super.getScripts(files)].filter(
      (script): script is NonNullable<ScriptElement> => script !== null,
    )
    const sources = scripts.map((script) => script.props.src)
    if (sources.some((source) => typeof source !== 'string')) return scripts
    return [
      <script
        key={PAGE_SCRIPTS_ID}
        id={PAGE_SCRIPTS_ID}
        type="application/json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON list of the page's own script paths, escaped
        dangerouslySetInnerHTML={{ __html: htmlEscapeJsonString(JSON.stringify(sources)) }}
      />,
      <script
        key="paint-first-loader"
        nonce={this.props.nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash or the page's nonce
        dangerouslySetInnerHTML={{ __html: PAINT_FIRST_LOADER }}
      />,
    ]
  }
}
