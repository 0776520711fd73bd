import { isIP } from 'node:net'
import { list } from '@vitrine/runtime/config'

/** Where the master key is accepted from by default: this machine only. */
export const LOOPBACK_IPS = ['127.0.0.0/8', '::1']

/**
 * `MASTER_KEY_IPS`: addresses or subnets (a.b.c.d/n, IPv6 too) the master key is also accepted
 * from. Loopback always is: the backend's own master-key calls (Parse's SDK in the process, the
 * demo seed, operator scripts) come from this machine.
 */
export const masterKeyIps = list.transform((listed, context) => {
  for (const entry of listed) {
    const [ip = '', bits] = entry.split('/')
    const version = isIP(ip)
    const max = version === 4 ? 32 : 128
    if (!version || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max)))
      context.addIssue({ code: 'custom', message: `${entry} is not an address or a subnet (e.g. 10.0.0.0/8, ::1)` })
  }
  return [...LOOPBACK_IPS, ...listed]
})
