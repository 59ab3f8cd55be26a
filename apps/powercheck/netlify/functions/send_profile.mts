/**
 * Netlify function `send_profile` (POST /.netlify/functions/send_profile, the default path of this file).
 * Body {url, email, language}: e-mails the visitor the address of their result, in their language.
 * Configuration and responses: see lib/send-profile.ts and netlify/README.md.
 */
import { handleSendProfile } from './lib/send-profile.ts';

export { handleSendProfile } from './lib/send-profile.ts';
export type { SendProfileContext, SendProfileEnvironment } from './lib/send-profile.ts';

/**
 * Netlify's own rate limit, counted across all instances of the function: at most 5 requests a minute per client
 * address. The function's counters (per recipient per day, per address per hour) come on top, per instance.
 */
export const config = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export default async (request: Request, context?: { ip?: string }): Promise<Response> =>
  handleSendProfile(request, process.env, { clientAddress: context?.ip });
