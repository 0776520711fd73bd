/** The theme's corner-radius unit in px (`shape.borderRadius`, src/theme.ts); static CSS writes it out. */
export const RADIUS_UNIT = 10

/** A corner radius as `sx` takes it: a number in theme units, a string any CSS length. */
export const cornerRadius = (radius: number | string) => (typeof radius === 'number' ? radius * RADIUS_UNIT : radius)
