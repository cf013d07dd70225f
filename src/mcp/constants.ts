/**
 * The MCP endpoint's addresses, in a module without the MCP SDK: the agent guide (src/guide) names
 * them too, and importing them from the server modules would load the whole SDK into the guide.
 */

export const MCP_PATH = '/mcp'

export const RECIPE_URI_TEMPLATE = 'recipe://{id}'

export const recipeUri = (id: string) => `recipe://${id}`
