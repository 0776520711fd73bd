import fc from 'fast-check'
import { FUNCTION_ACCESS } from '../src/permissions/functionAccess.ts'
import { ROUTE_ACCESS } from '../src/permissions/routeAccess.ts'

/** One request of a hostile client: what `sendHostile` sends, as it is sent. */
export type HostileRequest = {
  method: string
  /** Below the server's origin, e.g. `/server/functions/getNFT` or `/media/31337/0x…/1?w=9`. */
  path: string
  headers: Record<string, string>
  body?: string
}

/** A JSON number written as digits (beyond 2^53, or 400 digits long), which JSON.stringify cannot write. */
class RawNumber {
  constructor(readonly digits: string) {}
}

const PARAMETER_NAMES = [
  // Vitrine's functions (PRODUCT.md §4) and Moralis's (§8), the page views' and the profiles'.
  ...['owner', 'collection', 'address', 'tokenId', 'cursor', 'limit', 'sort', 'q', 'traits', 'types', 'account'],
  ...['chain', 'token_address', 'token_addresses', 'token_id', 'format', 'direction', 'offset', 'order', 'page'],
  ...['from_block', 'to_block', 'from_date', 'to_date', 'since', 'until', 'path', 'kind', 'metadata'],
  // Parse's own body fields and query options.
  ...['_method', '_ApplicationId', '_SessionToken', '_MasterKey', '_InstallationId', '_context', '_ContentType'],
  ...[
    'where',
    'skip',
    'keys',
    'include',
    'excludeKeys',
    'count',
    'includeAll',
    'hint',
    'explain',
    'redirectClassNameForKey',
  ],
  ...['username', 'password', 'email', 'authData', 'ACL', 'objectId', 'sessionToken', 'emailVerified', 'ethAddress'],
  ...['challengeData', 'dimensions', 'requests', 'base64', 'name', 'url'],
  ...['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'hasOwnProperty', 'valueOf'],
]

/** Values a real client might send, so that calls get past their first check. */
const plausible = fc.constantFrom<unknown>(
  '0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67',
  '0x5392a33f7f677f59e833febf4016cddd88ff9e67',
  '0x0000000000000000000000000000000000000000',
  '1',
  '0',
  '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  '115792089237316195423570985008687907853269984665640564039457584007913129639936',
  31337,
  '0x7a69',
  'eth',
  'volume',
  'tokenId',
  'transfer',
  'ERC721',
  'pageview',
  '/',
  20,
  100,
  101,
)

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '%00',
    '%',
    '../../etc/passwd',
    "'; DROP TABLE nft.tokens; --",
    '$where',
    '{"$gt":""}',
    'ipfs://',
    'javascript:alert(1)',
    '0x',
    '-1',
    '1e400',
    'NaN',
    'null',
    'undefined',
  ),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
)

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 5e-324, 0.5, 2 ** 31, 2 ** 32, 2 ** 64),
  fc.constantFrom(
    new RawNumber('9007199254740993'),
    new RawNumber('-9007199254740993'),
    new RawNumber('1e400'),
    new RawNumber('-0'),
    new RawNumber('1'.padEnd(400, '0')),
    new RawNumber('0.0000000000000000000000000000000000000001'),
  ),
)

const PARSE_TYPES = [
  'Date',
  'Pointer',
  'File',
  'Bytes',
  'GeoPoint',
  'Polygon',
  'Relation',
  'Object',
  'Increment',
  'Nope',
]
const OPERATORS = [
  ...['$gt', '$lt', '$gte', '$lte', '$ne', '$eq', '$in', '$nin', '$all', '$exists', '$regex', '$options'],
  ...['$select', '$dontSelect', '$inQuery', '$notInQuery', '$relatedTo', '$or', '$and', '$nor', '$text', '$where'],
  ...['$containedBy', '$near', '$within', '$geoWithin', '$nearSphere', '$maxDistance', '__op', 'amount', 'objects'],
]

/** Objects built by JSON.parse: `__proto__` as an own key, as a client's JSON body has it. */
const pollutingObjects = fc
  .constantFrom(
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"__proto__":{"toString":"x","valueOf":1}}',
    '{"a":{"__proto__":{"polluted":"yes"}}}',
    '[{"__proto__":{"polluted":"yes"}}]',
    '{"__proto__":[1,2,3]}',
    '{"prototype":{"polluted":"yes"},"__defineSetter__":1}',
  )
  .map((text) => JSON.parse(text) as unknown)

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value }
  return value
}

/** Hostile JSON values: wrong types, huge, deep, prototype keys, Parse types, operators, NUL, surrogates, big numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    plausible,
    hostileText,
    hostileNumber,
    fc.constantFrom(null, true, false, {}, [], ''),
    pollutingObjects,
    fc
      .record({ __type: fc.constantFrom(...PARSE_TYPES) })
      .chain((base) =>
        fc
          .dictionary(
            fc.constantFrom(
              'iso',
              'className',
              'objectId',
              'name',
              'url',
              'base64',
              'latitude',
              'longitude',
              'coordinates',
            ),
            tie('value'),
            { maxKeys: 3 },
          )
          .map((fields) => ({ ...base, ...fields })),
      ),
    fc.dictionary(fc.constantFrom(...OPERATORS), tie('value'), { minKeys: 1, maxKeys: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PARAMETER_NAMES), hostileText), tie('value'), { maxKeys: 4 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.tuple(fc.integer({ min: 10, max: 60 }), fc.boolean()).map(([depth, asArray]) => nested(depth, 1, asArray)),
    fc.integer({ min: 1_000, max: 60_000 }).map((length) => Array.from({ length }, (_, i) => i)),
  ),
})).value

/** JSON text of a value, with RawNumbers written as their digits. */
export function toJsonText(value: unknown): string {
  const marks: string[] = []
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof RawNumber) {
      marks.push(item.digits)
      return `\u0001raw${marks.length - 1}\u0001`
    }
    return item
  })
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index) => marks[Number(index)] as string)
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
