/**
 * Ports of the stack the browser tests run, away from the defaults of a developer's own stack,
 * and below Linux's ephemeral range (32768 and up), where any outgoing connection may hold one.
 */
export const e2ePorts = { PORT: 32053, WEB_PORT: 31000, PG_PORT: 31433, ANVIL_PORT: 31545 }

export const e2eServerUrl = `http://localhost:${e2ePorts.PORT}/server`
export const e2eRpcUrl = `http://127.0.0.1:${e2ePorts.ANVIL_PORT}`
