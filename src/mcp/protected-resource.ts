import { siteOrigin } from '../pages/origin'
import { MCP_PATH } from './constants'

/**
 * OAuth 2.0 Protected Resource Metadata (RFC 9728) for the MCP endpoint, which MCP clients look
 * for when a call is refused with 401. The service has no authorization server: its one scheme is
 * the agent's API key, sent as `X-API-Key` or `Authorization: Bearer <key>`. The metadata says so,
 * with where to get a key, in fields RFC 9728 leaves to the resource (`api_key`).
 */
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource'

type Origins = { publicUrl?: string; trustProxy: boolean }

/** The metadata's address for the MCP endpoint (RFC 9728 §3.1: the well-known path, then the resource's path). */
export const metadataUrl = (request: Request, origins: Origins) =>
  `${siteOrigin(request, origins)}${PROTECTED_RESOURCE_PATH}${MCP_PATH}`

/**
 * What a 401 of the MCP endpoint carries: the API's own challenges (src/agents/service.ts), the
 * Bearer one with RFC 9728 §5.1's pointer to the metadata.
 */
export const mcpChallenge = (request: Request, origins: Origins) =>
  `ApiKey header="X-API-Key", Bearer resource_metadata="${metadataUrl(request, origins)}"`

export function protectedResourceMetadata(request: Request, origins: Origins) {
  const origin = siteOrigin(request, origins)
  return {
    resource: `${origin}${MCP_PATH}`,
    resource_name: 'Recipe Agent Service (MCP)',
    resource_documentation: `${origin}/skill.md`,
    bearer_methods_supported: ['header'],
    // No OAuth authorization server: the key is the agent's own API key.
    authorization_servers: [],
    api_key: {
      header: 'X-API-Key',
      also_accepted: 'Authorization: Bearer <key>',
      register: `${origin}/api/agents/register`,
      register_page: `${origin}/register`,
      description:
        'Register an agent (POST /api/agents/register with {"name"}, or the form at /register) and send its api_key in X-API-Key on every MCP request; the same key works on the JSON API.',
    },
  }
}
