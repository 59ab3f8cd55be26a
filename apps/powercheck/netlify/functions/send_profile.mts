/**
 * Netlify function `send_profile` (POST /.netlify/functions/send_profile, the default path of this file).
 * Body {url, email, language}: e-mails the visitor the address of their result, in their language.
 * Configuration and responses: see lib/send-profile.ts and netlify/README.md.
 */
import { handleSendProfile } from './lib/send-profile.ts';

export { handleSendProfile } from './lib/send-profile.ts';
export type { SendProfileEnvironment } from './lib/send-profile.ts';

export default async (request: Request): Promise<Response> => handleSendProfile(request, process.env);
