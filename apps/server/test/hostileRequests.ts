import fc from 'fast-check'
import { FUNCTION_ACCESS } from '../src/permissions/functionAccess.ts'
import { ROUTE_ACCESS } from '../src/permissions/routeAccess.ts'
import { hostileText, hostileValue, PARAMETER_NAMES, toJsonText } from './hostileValues.ts'

/** One request of a hostile client: what `sendHostile` sends, as it is sent. */
export type HostileRequest = {
  method: string
  /** Below the server's origin, e.g. `/server/functions/getNFT` or `/media/31337/0x…/1?w=9`. */
  path: string
  headers: Record<string, string>
  body?: string
}

/** A body as a hostile client writes it: JSON of an object of parameters, or anything else. */
const hostileBody = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(fc.constantFrom(...PARAMETER_NAMES), hostileValue, { maxKeys: 5 }).map(toJsonText),
  },
  { weight: 2, arbitrary: hostileValue.map(toJsonText) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'not json',
      '"0x"',
      '5',
      '{"a":',
      '{"where":{"a":1}',
      '',
      ' ',
      '[]',
      'null',
      '{"a":1}garbage',
      '\u0000',
      '{"\ud800":1}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"_method":"GET","where":-1}',
      '{"_method":5}',
      '{"_method":"DELETE"}',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

/** Percent-encoding that also writes lone surrogates (as the bytes of their WTF-8 form: not UTF-8). */
const encode = (text: string) =>
  text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0)
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    }
    return encodeURIComponent(char)
  })

const segment = fc.oneof(
  fc.constantFrom('vitrine', '_User', '_Session', '_Role', 'Foo', 'pageview', 'me', 'abcDEF1234', 'getNFT', 'metadata'),
  hostileText.map((text) => encode(text.slice(0, 300))),
  fc.constantFrom('%', '%E0', '..', '%2e%2e', '%2F', '%00', 'x'.repeat(2000)),
)

/** `?name=value…` of query options (JSON-encoded as Parse reads them, or raw). */
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(...PARAMETER_NAMES, 'w', 'topics'),
      fc.oneof(
        hostileValue.map((value) => toJsonText(value).slice(0, 3000)),
        hostileText.map((text) => text.slice(0, 300)),
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${encode(value)}`).join('&')}` : ''))

const fillPath = (pattern: string, parts: string[]) => {
  let index = 0
  return pattern.replace(/[:*][a-zA-Z]+/g, () => parts[index++ % parts.length] ?? 'x')
}

const headers = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/json; charset=latin1',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    undefined,
  ),
  appId: fc.constantFrom('vitrine', 'other', undefined),
  session: fc.constantFrom(undefined, 'r:0123456789abcdef', 'r:%00', 'x'.repeat(5000)),
})

/**
 * Hostile requests to every route Parse serves below `mountPath` (ROUTE_ACCESS: open and closed),
 * every cloud function (FUNCTION_ACCESS: open and closed, and unknown names) and the media service.
 */
export function hostileRequests(mountPath: string): fc.Arbitrary<HostileRequest> {
  const functions = Object.keys(FUNCTION_ACCESS)
  const routes = Object.keys(ROUTE_ACCESS).map((route) => route.split(' ') as [string, string])
  const call = fc
    .record({
      name: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...functions) }, { weight: 1, arbitrary: segment }),
      body: hostileBody,
      query: fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: hostileQuery }),
    })
    .map(({ name, body, query }) => ({ method: 'POST', path: `${mountPath}/functions/${name}${query}`, body }))
  const rest = fc
    .record({
      route: fc.constantFrom(...routes),
      parts: fc.array(segment, { minLength: 3, maxLength: 3 }),
      query: hostileQuery,
      body: hostileBody,
      override: fc.constantFrom(undefined, 'GET', 'POST', 'PUT', 'DELETE'),
    })
    .map(({ route: [method, pattern], parts, query, body, override }) => ({
      method: override ?? method,
      path: `${mountPath}${fillPath(pattern, parts)}${query}`,
      body: method === 'GET' && !override ? undefined : body,
    }))
  const media = fc
    .record({
      chainId: fc.oneof(fc.constantFrom('31337', '1', '0', '-1', '99999999999999999999'), segment),
      address: fc.oneof(fc.constantFrom('0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67', '0xZZ'), segment),
      tokenId: fc.option(fc.oneof(fc.constantFrom('1', '0', '1'.padEnd(90, '0')), segment), { nil: undefined }),
      w: fc.option(
        fc.oneof(fc.constantFrom('128', '0', '-1', '1e9', '512.5', 'NaN', '99999999999999999999'), segment),
        {
          nil: undefined,
        },
      ),
    })
    .map(({ chainId, address, tokenId, w }) => ({
      method: 'GET',
      path: `/media/${chainId}/${address}${tokenId === undefined ? '' : `/${tokenId}`}${w === undefined ? '' : `?w=${w}`}`,
      body: undefined,
    }))
  return fc
    .tuple(
      fc.oneof({ weight: 5, arbitrary: call }, { weight: 4, arbitrary: rest }, { weight: 1, arbitrary: media }),
      headers,
    )
    .map(([request, { contentType, appId, session }]) => {
      const sent: Record<string, string> = {}
      if (contentType && request.body !== undefined) sent['Content-Type'] = contentType
      if (appId) sent['X-Parse-Application-Id'] = appId
      if (session) sent['X-Parse-Session-Token'] = session
      return { ...request, headers: sent }
    })
}
