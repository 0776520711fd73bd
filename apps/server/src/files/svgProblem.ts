/**
 * What in an SVG could run or load something when a browser opens it as a document: scripts,
 * event handlers, `javascript:` links, embedded HTML, external references and entities. Pages
 * only ever show an SVG rasterised by the media service (which runs and loads nothing), and files
 * are never served as SVG; an upload with any of these is refused all the same, so no stored file
 * carries active content. Null when there is none.
 */
export function svgProblem(text: string): string | null {
  const checks: [RegExp, string][] = [
    [/<script[\s>/]/i, 'a script'],
    [/\son[a-z]+\s*=/i, 'an event handler attribute (on…=)'],
    [/javascript\s*:/i, 'a javascript: link'],
    [/<foreignObject[\s>/]/i, 'embedded HTML (foreignObject)'],
    [/<(?:iframe|embed|object|html|body)[\s>/]/i, 'embedded HTML'],
    [/<!ENTITY/i, 'an entity declaration'],
    [/(?:href|src)\s*=\s*["']\s*(?!#|data:image\/)[a-z][a-z0-9+.-]*:/i, 'a reference to another resource'],
    [/@import|url\(\s*["']?\s*(?!#|data:image\/)[a-z][a-z0-9+.-]*:/i, 'a style loading another resource'],
  ]
  for (const [pattern, what] of checks) if (pattern.test(text)) return `The SVG contains ${what}.`
  return null
}
