/** Ports of the stack the browser tests run, away from the defaults of a developer's own stack. */
export const e2ePorts = { PORT: 42053, WEB_PORT: 43000, PG_PORT: 45433, ANVIL_PORT: 48545 }

export const e2eServerUrl = `http://localhost:${e2ePorts.PORT}/server`
export const e2eRpcUrl = `http://127.0.0.1:${e2ePorts.ANVIL_PORT}`
